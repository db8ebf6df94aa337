import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A web server on 127.0.0.1 standing in for the picture host of the system the site replaces:
 * `pictures` by path (a JPEG's bytes), 404 for anything else. close() when done.
 */
export async function servePictures(pictures: Record<string, Buffer>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const body = pictures[request.url ?? ''];
    if (body) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
