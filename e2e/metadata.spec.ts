import { expect, test, type APIRequestContext } from '@playwright/test';
import { COMMUNITIES } from '../lib/data/seed/demo-communities';
import { baseURL } from '../playwright.config';
import { absoluteUrls, attr, expectNoPreviewOffSite, headOf, meta } from './support/head';

/** Each page type, read as a crawler reads it: the HTML alone, no JavaScript. */
const PAGES = [
  { path: '/', types: ['RealEstateAgent'] },
  { path: '/floorplans/kirkwood-clover', types: ['BreadcrumbList', 'ApartmentComplex', 'FloorPlan', 'RealEstateListing'] },
  { path: '/floorplans/walnut-penthouse', types: ['BreadcrumbList', 'ApartmentComplex', 'FloorPlan', 'RealEstateListing'] },
  { path: '/communities/kirkwood-commons', types: ['BreadcrumbList', 'ApartmentComplex'] },
  { path: '/flexible-term', types: ['BreadcrumbList', 'ItemList'] },
] as const;

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('metadata for crawlers and link previews', () => {
  test.describe.configure({ mode: 'serial' });
  const titles: string[] = [];

  for (const page of PAGES) {
    test(`${page.path}: title, description, canonical, OpenGraph/Twitter image 1200×630 and JSON-LD`, async ({ request }) => {
      const text = await html(request, page.path);
      const title = attr(text, /<title>([^<]+)<\/title>/);
      expect(title).toBeTruthy();
      titles.push(title!);
      expect(meta(text, 'description')?.length).toBeGreaterThan(50);
      // Compared as URLs: the root's canonical may be written with or without its '/'.
      const pageUrl = new URL(page.path, baseURL).href;
      expect(new URL(attr(text, /<link rel="canonical" href="([^"]+)"/)!).href).toBe(pageUrl);
      expect(attr(text, /<link rel="canonical" href="(https?:\/\/[^"]+)"/)).toBeTruthy();
      expect(new URL(meta(text, 'og:url')!).href).toBe(pageUrl);
      expect(meta(text, 'og:title')).toBeTruthy();
      expect(meta(text, 'twitter:card')).toBe('summary_large_image');

      const image = meta(text, 'og:image')!;
      expect(image).toMatch(/^https?:\/\//);
      expect(meta(text, 'og:image:width')).toBe('1200');
      expect(meta(text, 'og:image:height')).toBe('630');
      expect(meta(text, 'twitter:image')).toBe(image);
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });

      const blocks = [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(blocks.length).toBeGreaterThan(0);
      const types = new Set<string>();
      for (const block of blocks) {
        expect(block).not.toMatch(/<\/?script/i);
        const data = JSON.parse(block) as { '@context': string; '@graph'?: { '@type': string }[]; '@type'?: string };
        expect(data['@context']).toBe('https://schema.org');
        for (const node of data['@graph'] ?? [data as { '@type': string }]) types.add(node['@type']);
      }
      for (const type of page.types) expect([...types]).toContain(type);
    });
  }

  test('every page type has its own title', () => {
    expect(titles).toHaveLength(PAGES.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('a floor plan preview image is generated per floor plan and answers 404 for an unknown one', async ({ request }) => {
    const a = await (await request.get('/floorplans/kirkwood-clover/opengraph-image')).body();
    const b = await (await request.get('/floorplans/kirkwood-aster/opengraph-image')).body();
    expect(a.equals(b)).toBe(false);
    expect((await request.get('/floorplans/no-such-plan/opengraph-image')).status()).toBe(404);
    expect((await request.get('/communities/tenth-street-garage/opengraph-image')).status()).toBe(404);
  });

  test('the sitemap lists exactly the listed floor plans and communities, with a lastmod, and no sublet', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({ loc: m[1]!, lastmod: m[2] }));
    const paths = entries.map((entry) => new URL(entry.loc).pathname);
    // The oracle: the demo's own specs (listed = active, not named like a garage, not GARAGE style).
    const listed = COMMUNITIES.filter((c) => c.active && !/garage/i.test(c.name));
    const expectedCommunities = listed.map((c) => `/communities/${c.id}`).sort();
    const expectedFloorplans = listed
      .flatMap((c) => c.floorplans)
      .filter((f) => f.active !== false && f.style !== 'GARAGE')
      .map((f) => `/floorplans/${f.id}`)
      .sort();
    expect(paths.filter((p) => p.startsWith('/communities/')).sort()).toEqual(expectedCommunities);
    expect(paths.filter((p) => p.startsWith('/floorplans/')).sort()).toEqual(expectedFloorplans);
    for (const entry of entries.filter((e) => /\/(floorplans|communities)\//.test(e.loc))) {
      expect(entry.loc.startsWith(baseURL)).toBe(true);
      expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
    expect(paths.filter((p) => p.startsWith('/sublets/'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test.describe('the server HTML of each page', () => {
    test.skip(({ isMobile }) => isMobile, 'the same for both projects: read once');

    test("each floor plan and community page says when its listing last changed: the sitemap's lastmod", async ({ request }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)]
        .map((m) => ({ path: new URL(m[1]!).pathname, lastmod: m[2]! }))
        .filter((entry) => /^\/(floorplans|communities)\//.test(entry.path));
      expect(entries.length).toBeGreaterThan(0);
      for (const { path, lastmod } of entries) {
        const html = await (await request.get(path)).text();
        const shown = /Listing last updated <time dateTime="([^"]+)">([^<]+)<\/time>/i.exec(html);
        expect(shown, path).not.toBeNull();
        expect(Date.parse(shown![1]!), path).toBe(Date.parse(lastmod));
        expect(shown![2], path).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
      }
    });

    test('a 404 page names no preview image and no URL off the site: it is not shared or indexed', async ({ request }) => {
      // An unknown route (the 404 page prerendered at build) and a notFound() of a dynamic page.
      for (const path of ['/no-such-page', '/floorplans/no-such-plan', '/communities/no-such-community']) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const head = headOf(await response.text());
        expect(meta(head, 'robots'), path).toMatch(/noindex/);
        expectNoPreviewOffSite(head, path);
      }
    });

    test("every other page's head names its canonical URL and preview image from SITE_URL", async ({ request }) => {
      const paths = ['/communities/kirkwood-commons/tour', '/sublets', '/sublets/new', '/team', '/apply', '/contact', '/privacy', '/?bedroom=2&page=1'];
      for (const path of paths) {
        const head = headOf(await html(request, path));
        expect(attr(head, /<link rel="canonical" href="([^"]+)"/), path).toMatch(/^https?:\/\//);
        for (const url of absoluteUrls(head)) expect(url.startsWith(`${baseURL}/`), `${path}: ${url}`).toBe(true);
      }
      // A shared tour link shows its community's picture; the page itself is not indexed.
      const tour = headOf(await html(request, '/communities/kirkwood-commons/tour'));
      expect(meta(tour, 'og:image')).toBe(`${baseURL}/communities/kirkwood-commons/opengraph-image`);
      expect(meta(tour, 'robots')).toMatch(/noindex/);
    });
  });

  // Asked for by a browser on a document that names no icon (the error document) and by services
  // that never read a page's head.
  test('/favicon.ico is the site\'s icon', async ({ request }) => {
    const icon = await request.get('/favicon.ico');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/x-icon']);
    expect([...(await icon.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toMatch(/Allow: \//);
  });
});
