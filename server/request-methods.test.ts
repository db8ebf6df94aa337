import type { AddressInfo } from 'node:net';
import { FILE_ALLOW, methodRefusals, PAGE_ALLOW, UNROUTABLE_METHOD_STAND_IN } from './request-methods';
import { createSiteServer, type RequestHandler } from './site-server';
import { stopGracefully } from './stop-gracefully';
import { sendRequest } from './test-client';
import { securityOptionsFromEnv } from '../lib/security/headers';

const security = securityOptionsFromEnv({});

/** A build's list of routes, shaped as Next writes `.next/app-path-routes-manifest.json`. */
const ROUTES = {
  '/_not-found/page': '/_not-found',
  '/page': '/',
  '/floorplans/[id]/page': '/floorplans/[id]',
  '/floorplans/[id]/opengraph-image/route': '/floorplans/[id]/opengraph-image',
  '/sitemap.xml/route': '/sitemap.xml',
  '/docs/[...slug]/page': '/docs/[...slug]',
  '/api/contact/route': '/api/contact',
  '/api/[[...path]]/route': '/api/[[...path]]',
  '/assets/[key]/route': '/assets/[key]',
};

/** Stands for Next: whatever reaches it answers 299 with the method and URL it was given. */
const next: RequestHandler = async (request, response) => {
  response.writeHead(299);
  response.end(`next ${request.method} ${request.url}`);
};

let url: URL;
let stop: () => Promise<unknown>;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  const server = createSiteServer({ trustProxyHops: 0, security, handle: next, methods: methodRefusals(ROUTES) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  stop = () => stopGracefully(server);
});

afterAll(() => stop());

const REFUSED = 'Method Not Allowed';

describe('methodRefusals', () => {
  // A rest parameter below: Jest would take a sixth named one for a `done` callback in shorter rows.
  it.each([
    ['a page is asked with GET', 'GET', '/', 299, `next GET /`],
    ['a page is posted to (a form sent before its script ran)', 'POST', '/floorplans/kirkwood-iris', 299, 'next POST /floorplans/kirkwood-iris'],
    ['a page refuses PUT', 'PUT', '/', 405, REFUSED, PAGE_ALLOW],
    ['and DELETE, with its query', 'DELETE', '/floorplans/kirkwood-iris?x=1', 405, REFUSED, PAGE_ALLOW],
    ['and OPTIONS', 'OPTIONS', '/floorplans/kirkwood-iris', 405, REFUSED, PAGE_ALLOW],
    ['and a method Next cannot route', 'TRACE', '/', 405, REFUSED, PAGE_ALLOW],
    ['a page under a catch-all segment', 'PATCH', '/docs/a/b', 405, REFUSED, PAGE_ALLOW],
    ['a route handler outside the API takes GET', 'GET', '/sitemap.xml', 299, 'next GET /sitemap.xml'],
    ['and HEAD', 'HEAD', '/sitemap.xml', 299, ''],
    ['and refuses POST', 'POST', '/sitemap.xml', 405, REFUSED, FILE_ALLOW],
    ['and TRACE, which Next answered with a 500', 'TRACE', '/sitemap.xml', 405, REFUSED, FILE_ALLOW],
    ['a preview picture refuses DELETE', 'DELETE', '/floorplans/x/opengraph-image', 405, REFUSED, FILE_ALLOW],
    ['the image optimizer takes GET', 'GET', '/_next/image?url=%2Fa.jpg&w=64&q=75', 299, 'next GET /_next/image?url=%2Fa.jpg&w=64&q=75'],
    ['and refuses POST, which it answered with a 500', 'POST', '/_next/image?url=%2Fa.jpg&w=64&q=75', 405, REFUSED, FILE_ALLOW],
    ['a path no route serves is left to Next (its 404 page)', 'PUT', '/floorplans/a/b', 299, 'next PUT /floorplans/a/b'],
    ['so is one that only looks like a file route', 'POST', '/sitemap-xml', 299, 'next POST /sitemap-xml'],
    ['an API route is left its own methods', 'PUT', '/api/contact', 299, 'next PUT /api/contact'],
    ['and OPTIONS', 'OPTIONS', '/api/contact', 299, 'next OPTIONS /api/contact'],
    ['a method Next cannot route reaches an API route as the stand-in', 'TRACE', '/api/contact', 299, `next ${UNROUTABLE_METHOD_STAND_IN} /api/contact`],
    ['and /api itself', 'PROPFIND', '/api', 299, `next ${UNROUTABLE_METHOD_STAND_IN} /api`],
    ['and a stored picture', 'QUERY', '/assets/abc', 299, `next ${UNROUTABLE_METHOD_STAND_IN} /assets/abc`],
    ['and an API path that does not decode', 'TRACE', '/api/%ff', 299, `next ${UNROUTABLE_METHOD_STAND_IN} /api/404`],
    ['a page path that does not decode is left to Next', 'TRACE', '/floorplans/%ff', 299, 'next TRACE /404'],
  ] as [string, string, string, number, string, string?][])('%s', async (...[, method, path, status, body, allow]) => {
    const answer = await sendRequest(url, method, path);
    expect([answer.status, answer.body, answer.headers.allow]).toEqual([status, body, allow]);
  });

});
