import { driveImageUrl, extractDriveFileId, isHttpUrl, parseImageReference } from './asset-reference';

const ID = '1AbC-dEf_GhIjKlMnOpQrStUv';

describe('parseImageReference', () => {
  it.each([
    [`https://drive.google.com/file/d/${ID}/view?usp=sharing`, ID],
    [`https://drive.google.com/file/d/${ID}/view`, ID],
    [`https://drive.google.com/file/d/${ID}/edit`, ID],
    [`https://drive.google.com/file/d/${ID}`, ID],
    [`https://drive.google.com/open?id=${ID}`, ID],
    [`https://drive.google.com/uc?id=${ID}&export=download`, ID],
    [`https://drive.google.com/uc?export=view&id=${ID}`, ID],
    [`https://docs.google.com/uc?id=${ID}`, ID],
    [`https://drive.google.com/thumbnail?id=${ID}&sz=w1000`, ID],
    [`https://drive.usercontent.google.com/download?id=${ID}&export=view`, ID],
    [`https://lh3.googleusercontent.com/d/${ID}`, ID],
    [`  https://drive.google.com/file/d/${ID}/view  `, ID],
  ])('extracts the drive file id of %s', (value, id) => {
    expect(parseImageReference(value)).toEqual({ kind: 'drive', driveId: id, url: driveImageUrl(id) });
  });

  it('renders drive images through the view URL', () => {
    expect(driveImageUrl(ID)).toBe(`https://drive.google.com/uc?export=view&id=${ID}`);
  });

  it.each([
    ['https://example.com/photos/a.jpg', 'https://example.com/photos/a.jpg'],
    ['http://cdn.example.org/x.png?w=200', 'http://cdn.example.org/x.png?w=200'],
    ['HTTPS://Example.com/A.JPG', 'https://example.com/A.JPG'],
  ])('keeps the absolute URL %s', (value, url) => {
    expect(parseImageReference(value)).toEqual({ kind: 'url', url });
  });

  it.each([
    ['images/cover.jpg'],
    ['./images/cover.jpg'],
    ['../shared/office.png'],
    ['photo 1.jpeg'],
    ['/abs/path/pic.webp'],
  ])('treats %s as a local path', (value) => {
    expect(parseImageReference(value)).toEqual({ kind: 'local', path: value });
  });

  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['data:image/png;base64,AAAA', 'data: URL'],
    ['ftp://example.com/a.jpg', 'ftp: URL'],
    ['//example.com/a.jpg', 'not //host'],
    ['https://drive.google.com/drive/folders/1AbCdEfGhIjKlMn', 'folder link'],
    ['https://drive.google.com/drive/u/0/folders/1AbCdEfGhIjKlMn', 'folder link'],
    ['https://drive.google.com/open', 'without a file id'],
    ['https://drive.google.com/file/d/short/view', 'without a file id'],
    ['https://', 'not a valid URL'],
  ])('rejects %j', (value, reason) => {
    const ref = parseImageReference(value);
    expect(ref.kind).toBe('invalid');
    expect(ref.kind === 'invalid' && ref.reason).toContain(reason);
  });
});

describe('extractDriveFileId', () => {
  it('ignores hosts that are not drives', () => {
    expect(extractDriveFileId(`https://example.com/file/d/${ID}/view`)).toBeNull();
    expect(extractDriveFileId('not a url')).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://bloomingtontransit.com/routes', true],
    ['http://x.example', true],
    ['javascript:alert(1)', false],
    ['mailto:a@b.c', false],
    ['/relative', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});
