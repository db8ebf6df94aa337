import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSiteServer, NEXT_ERROR_PAGE_PATH, UNREADABLE_API_TARGET, UNREADABLE_PATH_TARGET, type RequestHandler } from './site-server';
import { NEXT_RENDERED_PAGE, PUBLIC_PAGE } from '../lib/http/page-caching';
import { noteWithoutDatabase, SITE_REQUEST_HEADER } from '../lib/http/pages-without-database';
import { stopGracefully } from './stop-gracefully';
import { sendRequest } from './test-client';
import { securityOptionsFromEnv } from '../lib/security/headers';

const security = securityOptionsFromEnv({});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A handler that answers with the request headers it was given. */
const echo: RequestHandler = async (request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.headers));
};

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});

describe('createSiteServer', () => {
  it('replaces a client-sent X-Forwarded-For with the socket address and drops proxy headers when no proxy is trusted', async () => {
    const server = createSiteServer({ trustProxyHops: 0, security, handle: echo });
    const url = await listen(server);
    try {
      const seen = await (await fetch(`${url}/`, { headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', 'x-real-ip': '6.6.6.6' } })).json();
      expect(seen['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen['x-forwarded-host']).toBeUndefined();
      expect(seen['x-real-ip']).toBeUndefined();
    } finally {
      await stopGracefully(server);
    }
  });

  it('keeps the trusted proxies entries and appends the socket address', async () => {
    const server = createSiteServer({ trustProxyHops: 1, security, handle: echo });
    const url = await listen(server);
    try {
      const seen = await (await fetch(`${url}/`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } })).json();
      expect(seen['x-forwarded-for']).toBe('6.6.6.6, 203.0.113.7, 127.0.0.1');
    } finally {
      await stopGracefully(server);
    }
  });

  it('hands a path whose escapes do not decode, or Next\'s own error page, to Next as an unknown page (or API path), and others as they are', async () => {
    const seenUrl: RequestHandler = async (request, response) => {
      response.end(request.url);
    };
    const server = createSiteServer({ trustProxyHops: 0, security, handle: seenUrl });
    const url = await listen(server);
    try {
      for (const path of ['/communities/%ZZ', '/floorplans/%E0%A4%A?page=2', '/tours/cancel/%', '/%C3%28', NEXT_ERROR_PAGE_PATH, '/_global%2Derror?x=1']) {
        expect(await (await fetch(`${url}${path}`)).text()).toBe(UNREADABLE_PATH_TARGET);
      }
      for (const path of ['/api/sublets/%ff', '/api/tours/cancel/%E0%A4%A?x=1']) {
        expect(await (await fetch(`${url}${path}`, { method: 'POST' })).text()).toBe(UNREADABLE_API_TARGET);
      }
      for (const path of ['/communities/kirkwood-commons?q=%ZZ', '/floorplans/caf%C3%A9', '/sublets/a%2Fb', '/api/sublets/caf%C3%A9', '/']) {
        expect(await (await fetch(`${url}${path}`)).text()).toBe(path);
      }
    } finally {
      await stopGracefully(server);
    }
  });

  it('sends a loosely written page address on to the page with its query; other methods and paths pass', async () => {
    const seenUrl: RequestHandler = async (request, response) => {
      response.end(`${request.method} ${request.url}`);
    };
    const server = createSiteServer({ trustProxyHops: 0, security, handle: seenUrl });
    const url = await listen(server);
    try {
      const cases = [
        ['/floorplans/kirkwood-iris).', '/floorplans/kirkwood-iris'],
        ['/floorplans/kirkwood-iris%E2%80%9D?utm_source=sms&a=%20b', '/floorplans/kirkwood-iris?utm_source=sms&a=%20b'],
        ['/Sublets?page=2', '/sublets?page=2'],
        ['/Floorplans/Kirkwood-Iris', '/floorplans/Kirkwood-Iris'],
        ['/floorplans/kirkwood-iris%20', '/floorplans/kirkwood-iris'],
      ];
      for (const [target, location] of cases) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await sendRequest(new URL(url), method, target!);
          expect([target, method, answer.status, answer.headers.location]).toEqual([target, method, 308, location]);
        }
      }
      // A secret-bearing page's loose address goes on with that page's headers.
      const manage = await sendRequest(new URL(url), 'GET', '/Sublets/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd.');
      expect(manage.status).toBe(308);
      expect(manage.headers.location).toBe('/sublets/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd');
      expect(manage.headers['referrer-policy']).toBe('no-referrer');
      // A form post is never redirected (a 308 would repeat it elsewhere), nor an API call or a file.
      expect((await sendRequest(new URL(url), 'POST', '/sublets/new.')).body).toBe('POST /sublets/new.');
      expect((await sendRequest(new URL(url), 'GET', '/api/communities.')).body).toBe('GET /api/communities.');
      expect((await sendRequest(new URL(url), 'GET', '/floorplans/kirkwood-iris?x=1.')).body).toBe('GET /floorplans/kirkwood-iris?x=1.');
    } finally {
      await stopGracefully(server);
    }
  });

  it('puts the security headers on every response, and the private ones on secret-bearing pages', async () => {
    const server = createSiteServer({ trustProxyHops: 0, security, handle: echo });
    const url = await listen(server);
    try {
      const board = await fetch(`${url}/sublets`);
      expect(board.headers.get('x-frame-options')).toBe('DENY');
      expect(board.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(board.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const manage = await fetch(`${url}/sublets/abcdef?x=1`);
      expect(manage.headers.get('referrer-policy')).toBe('no-referrer');
      expect(manage.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    } finally {
      await stopGracefully(server);
    }
  });

  it('sends a page that failed for want of the database 503 with Retry-After, other failures 500; a client cannot choose', async () => {
    // As Next does: the error is reported (instrumentation.ts notes it), then the error page goes out.
    const numbers: unknown[] = [];
    const page: RequestHandler = async (request, response) => {
      numbers.push(request.headers[SITE_REQUEST_HEADER]);
      if (request.url?.startsWith('/outage')) noteWithoutDatabase(request.headers);
      response.statusCode = request.url === '/fine' ? 200 : 500;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!DOCTYPE html><html id="__next_error__"></html>');
    };
    const server = createSiteServer({ trustProxyHops: 0, security, handle: page });
    const url = await listen(server);
    try {
      for (const init of [{}, { method: 'HEAD' }, { headers: { rsc: '1' } }]) {
        const outage = await fetch(`${url}/outage`, init);
        expect([outage.status, outage.statusText, outage.headers.get('retry-after')]).toEqual([503, 'Service Unavailable', '30']);
      }
      // A client's own number is replaced: it cannot take another request's note.
      const bug = await fetch(`${url}/bug`, { headers: { [SITE_REQUEST_HEADER]: '1' } });
      expect([bug.status, bug.headers.get('retry-after')]).toEqual([500, null]);
      expect((await fetch(`${url}/fine`)).status).toBe(200);
      expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    } finally {
      await stopGracefully(server);
    }
  });

  it('answers 500 when the handler fails before it answered', async () => {
    const server = createSiteServer({ trustProxyHops: 0, security, handle: async () => Promise.reject(new Error('boom')) });
    const url = await listen(server);
    try {
      expect((await fetch(`${url}/`)).status).toBe(500);
    } finally {
      await stopGracefully(server);
    }
  });
});

describe('stopGracefully', () => {
  it('lets a request in flight finish, refuses new connections, then runs afterRequests', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    const server = createSiteServer({
      trustProxyHops: 0,
      security,
      handle: async (_request, response) => {
        started();
        await new Promise<void>((done) => (release = done));
        response.end('finished');
      },
    });
    const url = await listen(server);
    const inFlight = fetch(`${url}/slow`).then((response) => response.text());
    await inHandler;
    const events: string[] = [];
    const stopped = stopGracefully(server, { graceMs: 5_000, afterRequests: async () => void events.push('after') });
    await expect(fetch(`${url}/new`)).rejects.toThrow();
    events.push('released');
    release();
    expect(await inFlight).toBe('finished');
    expect(await stopped).toEqual({ drained: true });
    expect(events).toEqual(['released', 'after']);
  });

  it('cuts connections still busy after the grace period', async () => {
    const server = createSiteServer({ trustProxyHops: 0, security, handle: () => new Promise<void>(() => {}) });
    const url = await listen(server);
    const hanging = fetch(`${url}/`).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stopGracefully(server, { graceMs: 200 })).toEqual({ drained: false });
    expect(await hanging).toBe('cut');
  });

  it('answers 404 for an /_next/image whose source is gone, before the handler; other requests pass', async () => {
    const seen: string[] = [];
    const handle: RequestHandler = async (request, response) => {
      seen.push(request.url ?? '');
      response.end('from next');
    };
    const exists = async (requestUrl: string) => !requestUrl.includes('gone');
    const server = createSiteServer({ trustProxyHops: 0, security, handle, imageSourceExists: exists });
    const url = await listen(server);
    try {
      const gone = await fetch(`${url}/_next/image?url=%2Fassets%2Fgone.webp&w=640&q=75`);
      expect(gone.status).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('no-store');
      expect(await gone.json()).toEqual({ message: 'Not found' });
      const kept = await fetch(`${url}/_next/image?url=%2Fassets%2Fkept.webp&w=640&q=75`);
      expect(await kept.text()).toBe('from next');
      // Only /_next/image is checked: a page whose URL says 'gone' is Next's to answer.
      expect(await (await fetch(`${url}/gone`)).text()).toBe('from next');
      expect(seen).toEqual(['/_next/image?url=%2Fassets%2Fkept.webp&w=640&q=75', '/gone']);
    } finally {
      await stopGracefully(server);
    }
  });

  it('answers 503, not 500, when the asset store cannot be asked', async () => {
    process.env.LOG_LEVEL = 'silent';
    const handle: RequestHandler = async (_request, response) => {
      response.end('from next');
    };
    const server = createSiteServer({ trustProxyHops: 0, security, handle, imageSourceExists: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    const url = await listen(server);
    try {
      const answer = await fetch(`${url}/_next/image?url=%2Fassets%2Fany.webp&w=640&q=75`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('10');
      expect(await answer.json()).toEqual({ message: 'Pictures are unavailable right now. Please try again shortly.' });
    } finally {
      await stopGracefully(server);
    }
  });

  it('keeps idle connections open longer than a load balancer does (60 s), so it never closes one a client is reusing', () => {
    const server = createSiteServer({ trustProxyHops: 0, security, handle: async (_request, response) => void response.end() });
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('sends the public pages Next marks no-store as private, no-cache, and leaves pages with a key, data and errors as they are', async () => {
    // As Next answers a page rendered at the request: its headers set one by one, then the body.
    const page: RequestHandler = async (request, response) => {
      response.setHeader('Cache-Control', NEXT_RENDERED_PAGE);
      response.setHeader('Content-Type', request.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8');
      if (request.url?.startsWith('/missing')) response.statusCode = 404;
      response.end('<!DOCTYPE html><p>page</p>');
    };
    const server = createSiteServer({ trustProxyHops: 0, security, handle: page });
    const url = await listen(server);
    const cacheControl = async (path: string, init?: RequestInit) => (await fetch(`${url}${path}`, init)).headers.get('cache-control');
    try {
      expect(await cacheControl('/')).toBe(PUBLIC_PAGE);
      expect(await cacheControl('/contact', { method: 'HEAD' })).toBe(PUBLIC_PAGE);
      expect(await cacheControl('/sublets/3f9c2a7b1e')).toBe(NEXT_RENDERED_PAGE);
      expect(await cacheControl('/tours/cancel/abc.def')).toBe(NEXT_RENDERED_PAGE);
      expect(await cacheControl('/', { headers: { rsc: '1' } })).toBe(NEXT_RENDERED_PAGE);
      expect(await cacheControl('/missing')).toBe(NEXT_RENDERED_PAGE);
    } finally {
      await stopGracefully(server);
    }
  });
});
