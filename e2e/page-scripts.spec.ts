import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { scriptChunks } from '../scripts/audit/bundle-stats.mjs';
import { COMPILE_HINT } from '../scripts/build/compile-hints-plugin.mjs';
import { SCRIPT_FAILED_TEXT } from '../components/layout/errorTexts';

/**
 * Each page's server HTML names the entry script of its own route and of no other page
 * (scripts/build/layouts-last-plugin.mjs): before the fix, every page loaded the home page's
 * scripts because the root layout shares next/link with it. Both the <script> tags and the
 * React payload count: a page whose content streams in after its loading state gets its
 * scripts through the payload.
 */
const PAGE_ENTRY = /static\/chunks\/(app\/(?:[^"\\]*\/)?page)-[0-9a-f]+\.js/g;

async function pageEntries(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...new Set([...html.matchAll(PAGE_ENTRY)].map((match) => decodeURIComponent(match[1]!)))];
}

async function firstPath(request: APIRequestContext, from: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await (await request.get(from)).text());
  if (!match) throw new Error(`no link matching ${pattern} on ${from}`);
  return match[1]!;
}

test.describe('page scripts', () => {
  test('each page loads its own route entry and no other page', async ({ request }) => {
    const floorplan = await firstPath(request, '/?availability=all', /href="(\/floorplans\/[A-Za-z0-9_-]+)"/);
    const community = await firstPath(request, '/sitemap.xml', /<loc>[^<]*?(\/communities\/[A-Za-z0-9_-]+)<\/loc>/);
    const cases: [string, string[]][] = [
      ['/', ['app/page']],
      [floorplan, ['app/floorplans/[id]/page']],
      [community, ['app/communities/[id]/page']],
      ['/flexible-term', ['app/flexible-term/page']],
      ['/sublets', ['app/sublets/page']],
      ['/sublets/new', ['app/sublets/new/page']],
      // Its pictures are plain markup (components/media/SiteImage.tsx): no client code of its own.
      ['/team', []],
      ['/contact', ['app/contact/page']],
      ['/no-such-page', []],
    ];
    for (const [path, expected] of cases) {
      expect(await pageEntries(request, path), path).toEqual(expected);
    }
  });

  // scripts/build/compile-hints-plugin.mjs: V8 compiles a file whole while it downloads only when
  // the hint is its first line. The scripts of a page's own route run mostly on a visitor's
  // action, so they are left to compile lazily.
  test('the scripts every page starts with begin with the compile hint, and no others', async ({ request }) => {
    const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
    expect(manifest.rootMainFiles.length).toBeGreaterThanOrEqual(3);
    const scripts = scriptChunks(await (await request.get('/')).text());
    expect(scripts).toEqual(expect.arrayContaining(manifest.rootMainFiles));
    expect(scripts.length).toBeGreaterThan(manifest.rootMainFiles.length);
    for (const script of scripts) {
      const body = await (await request.get(`/_next/${script}`)).text();
      expect(body.startsWith(COMPILE_HINT), script).toBe(manifest.rootMainFiles.includes(script));
    }
  });

  // components/layout/InlineScripts.tsx: rendered by a server component, the script's text came
  // twice in every page, in the HTML and again in the flight data.
  test('the inline script first in <body> comes once: not again in the flight data or the scripts', async ({ request }) => {
    const marker = 'did not finish loading';
    expect(SCRIPT_FAILED_TEXT).toContain(marker);
    for (const path of ['/', '/sublets/new', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html.split(marker).length - 1, path).toBe(1);
      expect(html.indexOf(marker), path).toBeLessThan(html.indexOf('self.__next_f'));
      for (const script of scriptChunks(html)) {
        expect(await (await request.get(`/_next/${script}`)).text(), script).not.toContain(marker);
      }
    }
  });

  // What the inline script draws (the notice that the page's script failed, the status of a held
  // press) takes classes of the site's stylesheets. The browser's build has not the script's
  // modules, so their styles came into no stylesheet: the notice showed unstyled, in the flow.
  test('every class the inline script draws with is styled by the page’s own stylesheets', async ({ page }) => {
    for (const path of ['/', '/team', '/no-such-page']) {
      await page.goto(path);
      const unstyled = await page.evaluate(() => {
        const script = document.querySelector('body > script:not([src])')!.textContent!;
        const classes = [...script.matchAll(/"classes":(\{[^}]*\})/g)].flatMap((match) =>
          // The first class of each is its element's own (a button's is the recipe's base; its
          // variants' classes may be empty, and emit no rule).
          Object.values(JSON.parse(match[1]!) as Record<string, string>).map((names) => names.split(' ')[0]!),
        );
        const selectors: string[] = [];
        const read = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
        // The failure notice's four at least: a script whose classes are not found proves nothing.
        if (classes.length < 4) return [`only ${classes.length} classes found in the script`];
        return classes.filter((name) => !selectors.some((selector) => selector.includes(`.${name}`)));
      });
      expect(unstyled, path).toEqual([]);
    }
  });
});
