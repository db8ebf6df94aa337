import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DATABASE_UNAVAILABLE_TEXT, NOT_FOUND_MESSAGE, PAGE_FAILED_TEXT, SUBLET_LINK_NOT_FOUND_MESSAGE } from '../components/layout/errorTexts';
import { noteWithoutDatabase } from '../lib/http/pages-without-database';
import { responseCompression } from './compression';
import { withErrorText } from './error-document';
import { createSiteServer, type RequestHandler } from './site-server';
import { stopGracefully } from './stop-gracefully';
import { securityOptionsFromEnv } from '../lib/security/headers';

/** The beginning of the document Next sends for a page that failed on the server (its error shell), shortened. */
const SHELL_HEAD = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/main-app.js" async=""></script><meta name="robots" content="noindex"/></head>';
const SHELL_BODY = '<body><div hidden=""><!--$--><!--/$--></div><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
const SHELL = SHELL_HEAD + SHELL_BODY;

const security = securityOptionsFromEnv({});

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});

describe('withErrorText', () => {
  it('gives the shell a language, a title and the page\'s words, keeping all it had', () => {
    const html = withErrorText(Buffer.from(SHELL), DATABASE_UNAVAILABLE_TEXT)?.toString() ?? '';
    expect(html.startsWith('<!DOCTYPE html><html id="__next_error__" lang="en"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html).toContain('<title>Unexpected Application Error!</title>');
    expect(html).toMatch(/<\/head><body><main id="page-error-text"><h1>Unexpected Application Error!<\/h1><p>This page cannot be loaded right now: [^<]+<\/p><a href="">Try again<\/a><a href="\/">Go to the home page<\/a><\/main><div hidden="">/);
    expect(html.replace(/ lang="en"|<title>.*?<\/style>|<main .*?<\/main>/g, '')).toBe(SHELL);
  });

  it('leaves any other document alone', () => {
    for (const other of ['<!DOCTYPE html><html lang="en"><head></head><body><main>A page</main></body></html>', SHELL_HEAD, '{"message":"x"}']) {
      expect(withErrorText(Buffer.from(other), PAGE_FAILED_TEXT)).toBeNull();
    }
  });
});

describe('a failed page as the site server sends it', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // As Next does: the error is reported (instrumentation.ts notes the database's), the head is
    // flushed, then the shell goes out in pieces, here cut inside `<body>`.
    const next: RequestHandler = async (request, response) => {
      const path = request.url ?? '/';
      if (path.startsWith('/outage')) noteWithoutDatabase(request.headers);
      response.statusCode = path === '/fine' ? 200 : path.startsWith('/floorplans/') || path.startsWith('/sublets/') ? 404 : 500;
      response.setHeader('Content-Type', path === '/api' ? 'application/json' : 'text/html; charset=utf-8');
      if (path === '/whole') return void response.end(SHELL);
      if (path === '/floorplans/cached') {
        // As Next sends a page from its page cache: whole, with its length.
        response.setHeader('Content-Length', Buffer.byteLength(SHELL));
        return void response.end(SHELL);
      }
      response.flushHeaders();
      const body = path === '/fine' ? SHELL.replace(' id="__next_error__"', '') : path === '/api' ? '{"message":"<body>"}' : SHELL;
      const cut = body.indexOf('<body>') + 3;
      response.write(body.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 10));
      response.write(Buffer.from(body.slice(cut)));
      response.end();
    };
    server = createSiteServer({ trustProxyHops: 0, security, handle: next, compress: responseCompression() });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => stopGracefully(server));

  it.each([
    ['the database out of reach', '/outage', 503, DATABASE_UNAVAILABLE_TEXT],
    ['any other failure', '/bug?q=1', 500, PAGE_FAILED_TEXT],
    ['any other failure, sent in one piece', '/whole', 500, PAGE_FAILED_TEXT],
  ])('%s: the words in the HTML, compressed or not', async (_, path, status, text) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': encoding } });
      const html = await response.text();
      expect([response.status, response.headers.get('content-encoding')]).toEqual([status, encoding === 'identity' ? null : encoding]);
      expect(html).toContain(`<main id="page-error-text"><h1>Unexpected Application Error!</h1><p>${text}</p>`);
      expect(html.endsWith('</body></html>')).toBe(true);
    }
  });

  it('a record not there (404): the not-found page\'s words, its title left as Next wrote it', async () => {
    // As Next sends a floor plan page whose plan is gone: its shell has the not-found title.
    const response = await fetch(`${url}/floorplans/gone`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain(
      `<main id="page-error-text"><p class="code" aria-hidden="true">404</p><h1>Resource Not Found</h1><p class="lead">Uh-oh, this is a 404</p><p>${NOT_FOUND_MESSAGE}</p><a href="/">Go to the home page</a><a href="/flexible-term">Flexible term stays</a></main>`,
    );
    expect(html).not.toContain('<title>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it.each([`/sublets/${'K'.repeat(43)}`, '/sublets/gone-key?result=renewed'])('a sublet’s private link that opens nothing (%s): the way to a new link', async (path) => {
    const html = await (await fetch(`${url}${path}`)).text();
    expect(html).toContain(
      `<p class="lead">Uh-oh, this is a 404</p><p>${SUBLET_LINK_NOT_FOUND_MESSAGE}</p><a href="/sublets/lost-link">Get a new link</a><a href="/sublets">All sublets</a></main>`,
    );
  });

  it('a 404 from the page cache, sent with its length: the words, and the length of what is sent', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await fetch(`${url}/floorplans/cached`, { headers: { 'accept-encoding': encoding } });
      const html = await response.text();
      expect([response.status, response.headers.get('content-encoding')]).toEqual([404, encoding === 'identity' ? null : encoding]);
      expect(html).toContain('<p class="lead">Uh-oh, this is a 404</p>');
      expect(html.endsWith('</body></html>')).toBe(true);
      if (encoding === 'identity') expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    }
  });

  it('sends a page, the router\'s data, JSON and a HEAD as they are', async () => {
    expect(await (await fetch(`${url}/fine`)).text()).toBe(SHELL.replace(' id="__next_error__"', ''));
    const data = await fetch(`${url}/outage`, { headers: { rsc: '1' } });
    expect([data.status, await data.text()]).toEqual([503, SHELL]);
    expect(await (await fetch(`${url}/api`)).text()).toBe('{"message":"<body>"}');
    const head = await fetch(`${url}/outage`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([503, '']);
  });
});
