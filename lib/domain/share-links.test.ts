import { facebookShareUrl, mailtoShareUrl, xShareUrl } from './share-links';

describe('share links', () => {
  const page = 'https://example.com/floorplans/a b?x=1&y=2';
  it('Facebook shares the URL', () => {
    expect(new URL(facebookShareUrl(page)).searchParams.get('u')).toBe(page);
  });
  it('X shares the URL and the title', () => {
    const url = new URL(xShareUrl(page, 'The Aster & more'));
    expect(url.hostname).toBe('x.com');
    expect(url.searchParams.get('url')).toBe(page);
    expect(url.searchParams.get('text')).toBe('The Aster & more');
  });
  it('e-mail: subject is the title, body is the URL', () => {
    const link = mailtoShareUrl('The Aster: Studio & more', page);
    expect(link.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(link.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('The Aster: Studio & more');
    expect(params.get('body')).toBe(page);
    expect(link).not.toContain('+');
  });
});
