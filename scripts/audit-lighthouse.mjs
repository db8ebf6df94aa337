// `npm run audit:lighthouse`: only the side-by-side Lighthouse comparison of `npm run audit:site`,
// on the listing pages a visitor lands on (home, a yearly floor plan, a community, /flexible-term,
// /sublets) beside a bare Next.js page built with the same Next and config, served as it is and
// with the site's response headers (docs/performance.md says why both). The runs go round the
// pages in turns; the table gives each page's median and range. Options: --runs=N (default 5),
// --throttling=devtools (Chromium throttles the load itself instead of Lighthouse estimating it
// from an unthrottled one; docs/performance.md says what each shows), --protocol=h2 (every page
// through a local HTTPS proxy that speaks HTTP/2 to the browser, as in production), or
// --protocol=both (every page both ways, in the same turns; default http1, straight from the
// servers), AUDIT_PORT (default 3300; the proxies take the next two).
// Writes reports/lighthouse.md (lighthouse-devtools.md, lighthouse-h2.md, ...), and every run's
// figures beside it as .json. See docs/performance.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_HEADERS_PATH, startBaselineApp } from './audit/baseline-app.mjs';
import { lighthousePages } from './audit/lighthouse.mjs';
import { commandOptions } from './audit/options.mjs';
import { LANDING_PAGES, auditPages } from './audit/pages.mjs';
import { frontOf, pageThrough } from './audit/h2-proxy.mjs';
import { startSite } from './audit/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { runs, throttling: throttlingMethod, protocol } = commandOptions({
  runs: { type: 'count', default: 5 },
  throttling: { type: 'string', default: 'simulate', choices: ['simulate', 'devtools'] },
  protocol: { type: 'string', default: 'http1', choices: ['http1', 'h2', 'both'] },
});
const protocols = protocol === 'both' ? ['http1', 'h2'] : [protocol];
const port = Number(process.env.AUDIT_PORT || 3300);

const site = await startSite({ port });
let baselineApp;
const fronts = [];
try {
  baselineApp = await startBaselineApp({ port: port + 1, siteUrl: site.url });
  const { pages } = await auditPages(site.url);
  const landingPages = pages.filter((page) => LANDING_PAGES.includes(page.name));
  const targets = [];
  for (const over of protocols) {
    const baselineFront = await frontOf(baselineApp, over, port + 2);
    const siteFront = await frontOf(site, over, port + 3);
    fronts.push(baselineFront, siteFront);
    targets.push(
      { name: 'bare Next.js page', protocol: over, ...pageThrough(baselineFront, baselineApp, '/') },
      { name: "bare Next.js page, the site's headers", protocol: over, ...pageThrough(baselineFront, baselineApp, SITE_HEADERS_PATH) },
      ...landingPages.map((page) => ({ ...page, protocol: over, ...pageThrough(siteFront, site, page.path) })),
    );
  }
  console.log(`Lighthouse (${throttlingMethod} throttling, ${protocols.join(' and ')}), ${runs} run(s) per page, in turns: ${targets.map((t) => t.name).join(', ')}`);
  const results = await lighthousePages(targets, { runs, throttlingMethod });
  const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
  const rows = targets.map((target, i) => {
    const figures = results[i];
    const scores = figures.runs.map((run) => run.performance);
    return `| ${target.name}${target.path ? ` (\`${target.path}\`)` : ''} | ${target.protocol === 'h2' ? 'HTTP/2' : 'HTTP/1.1'} | ${figures.performance} (${range(scores)}) | ${Math.round(figures.tbtMs)} ms | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.cls.toFixed(3)} |`;
  });
  const table = ['| page | protocol | Performance, median (range) | TBT median | LCP median | CLS median |', '|---|---|---|---|---|---|', ...rows].join('\n');
  console.log(`\n${table}`);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = ['lighthouse', throttlingMethod === 'simulate' ? '' : throttlingMethod, protocol === 'http1' ? '' : protocol].filter(Boolean).join('-');
  writeFileSync(path.join(root, 'reports', `${report}.md`), `# Lighthouse side by side (${throttlingMethod} throttling, ${protocols.join(' and ')}, ${runs} runs per page, ${new Date().toISOString()})\n\n${table}\n`);
  // Every run's figures, for reading a median's spread (and the machine's speed: benchmarkIndex).
  const perRun = targets.map((target, i) => ({ name: target.name, path: target.path, protocol: target.protocol, runs: results[i].runs }));
  writeFileSync(path.join(root, 'reports', `${report}.json`), `${JSON.stringify(perRun, null, 2)}\n`);
} finally {
  for (const front of fronts) await front.stop();
  await baselineApp?.stop();
  await site.stop();
}
