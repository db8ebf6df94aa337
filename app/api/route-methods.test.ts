import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_METHODS } from '@/lib/http/other-methods';
import { UNROUTABLE_METHOD_STAND_IN } from '@/server/request-methods';

type Handler = (...args: unknown[]) => Promise<Response> | Response;

/** The route files under a folder of app/, but the API's catch-all of unknown paths. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts' && !file.includes('[[...path]]'))
    .map((file) => path.join(dir, file));
}

const app = path.dirname(__dirname);
const files = [...routeFiles(__dirname), ...routeFiles(path.join(app, 'assets'))].map((file) => [path.relative(app, file)]);

/**
 * Each API route (and /assets/{key}) answers every method: its own handlers, and for the others
 * a 405 with the same `Allow` as its OPTIONS (docs/http-api.md), not Next's empty 405 without
 * one. A route that gains a method and forgets its `otherMethods` line fails here.
 */
describe.each(files)('app/%s', (file) => {
  it('answers OPTIONS with what it takes, and every other method with 405 and the same Allow', async () => {
    const route = (await import(path.join(app, file))) as Partial<Record<string, Handler>>;
    const options = await route.OPTIONS!();
    expect(options.status).toBe(204);
    const allow = options.headers.get('allow') ?? '';
    const taken = allow.split(', ').filter((method) => method !== 'OPTIONS' && method !== 'HEAD');
    expect(taken.length).toBeGreaterThan(0);
    // The site's server hands a method Next cannot route to the route as this one, to be refused.
    expect(taken).not.toContain(UNROUTABLE_METHOD_STAND_IN);
    for (const method of ROUTE_METHODS) {
      expect(typeof route[method]).toBe('function');
      if (taken.includes(method)) continue;
      const refused = await route[method]!();
      expect([method, refused.status, refused.headers.get('allow')]).toEqual([method, 405, allow]);
    }
    // What it takes are its own handlers, not the refusal.
    for (const method of taken) expect(route[method]).not.toBe(route[ROUTE_METHODS.find((other) => !taken.includes(other))!]);
  });
});
