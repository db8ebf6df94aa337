import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { openTestDatabase } from '@/test/test-database';
import { readAsset } from '../../storage/asset-store';
import { copyRemoteImages } from './remote-images';

// The pictures of the system the site replaces, as its web server answers for them: a phone
// photo, a redirect to a PNG, a picture since deleted, an error page given with 200, a server
// that never finishes, one larger than allowed, and a host that is not there.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Server;
let base = '';
/** A port nothing listens on. */
let closedPort = 0;
const requests: string[] = [];
let photo: Buffer;
let png: Buffer;

beforeAll(async () => {
  database = await openTestDatabase('remote-images-');
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b8e23' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMakerCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 54/1' } })
    .toBuffer();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
  server = createServer((request, response) => {
    requests.push(request.url!);
    switch (request.url) {
      case '/photo.jpg':
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      case '/moved.png':
        return response.writeHead(301, { location: '/files/plan.png' }).end();
      case '/files/plan.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      case '/page.jpg':
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
      case '/stalls.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.write(photo.subarray(0, 100)); // and never ends
      case '/huge.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }); // no length: chunked
        response.write(photo);
        response.write(Buffer.alloc(4096));
        return response.end(Buffer.alloc(4096));
      default:
        return response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe('copyRemoteImages', () => {
  it('stores what answers as a picture, and lists every other field with why', async () => {
    const values = [
      { path: 'properties[0].coverImage', value: `${base}/photo.jpg` },
      { path: 'properties[0].photos[0]', value: `${base}/moved.png` },
      { path: 'properties[0].photos[1]', value: `${base}/gone.jpg` },
      { path: 'properties[0].photos[2]', value: `${base}/page.jpg` },
      { path: 'properties[0].photos[3]', value: `${base}/stalls.jpg` },
      { path: 'properties[0].photos[4]', value: `${base}/huge.jpg` },
      { path: 'properties[0].photos[5]', value: `http://127.0.0.1:${closedPort}/nobody.jpg` },
      { path: 'teamMembers[0].photoLink', value: `${base}/photo.jpg` },
      { path: 'teamMembers[1].photoLink', value: 'img/local.jpg' },
    ];
    const { copied, notCopied } = await copyRemoteImages(values, { db: database.db, timeoutMs: 1_000, maxBytes: photo.length + 1_000 });

    expect([...copied.keys()].sort()).toEqual([`${base}/moved.png`, `${base}/photo.jpg`]);
    // The phone photo without its camera's EXIF, upright as shown; the redirect's picture as it is.
    const stored = (await readAsset(database.db, copied.get(`${base}/photo.jpg`)!.storageKey))!.bytes;
    expect([copied.get(`${base}/photo.jpg`)!.width, (await sharp(stored).metadata()).orientation, stored.includes('PhoneMakerCo')]).toEqual([80, 6, false]);
    expect((await readAsset(database.db, copied.get(`${base}/moved.png`)!.storageKey))!.bytes).toEqual(png);

    expect(notCopied).toEqual([
      `properties[0].photos[1]: ${base}/gone.jpg: HTTP 404`,
      `properties[0].photos[2]: ${base}/page.jpg: the answer is a page (text/html), not a picture`,
      `properties[0].photos[3]: ${base}/stalls.jpg: no complete answer within 1 s`,
      expect.stringMatching(/^properties\[0\]\.photos\[4\]: .*\/huge\.jpg: larger than [\d.]+ MB$/),
      `properties[0].photos[5]: http://127.0.0.1:${closedPort}/nobody.jpg: cannot connect (ECONNREFUSED)`,
    ]);
    // A picture named twice is fetched once; a local path is not the web's.
    expect(requests.filter((url) => url === '/photo.jpg')).toHaveLength(1);
  });

  it('fetches nothing without web pictures', async () => {
    const before = requests.length;
    expect(await copyRemoteImages([{ path: 'properties[0].coverImage', value: 'img/cover.jpg' }], { db: database.db })).toEqual({ copied: new Map(), notCopied: [] });
    expect(requests.length).toBe(before);
  });
});
