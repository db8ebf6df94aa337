// `npm run audit:lighthouse`: only the side-by-side Lighthouse comparison of `npm run audit:site`,
// on the listing pages a visitor lands on (home, a yearly floor plan, a community, /flexible-term,
// /sublets) beside a bare Next.js page built with the same Next and config, served as it is and
// with the site's response headers (docs/performance.md says why both). The runs go round the
// pages in turns; the table gives each page's median and range. Options: --runs=N (default 5),
// --throttling=devtools (Chromium throttles the load itself instead of Lighthouse estimating it
// from an unthrottled one; docs/performance.md says what each shows), AUDIT_PORT (default 3300).
// Writes reports/lighthouse.md (reports/lighthouse-devtools.md). See docs/performance.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_HEADERS_PATH, startBaselineApp } from './audit/baseline-app.mjs';
import { lighthousePages } from './audit/lighthouse.mjs';
import { commandOptions } from './audit/options.mjs';
import { LANDING_PAGES, auditPages } from './audit/pages.mjs';
import { startSite } from './audit/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { runs, throttling: throttlingMethod } = commandOptions({
  runs: { type: 'count', default: 5 },
  throttling: { type: 'string', default: 'simulate', choices: ['simulate', 'devtools'] },
});
const port = Number(process.env.AUDIT_PORT || 3300);

const site = await startSite({ port });
let baselineApp;
try {
  baselineApp = await startBaselineApp({ port: port + 1, siteUrl: site.url });
  const { pages } = await auditPages(site.url);
  const targets = [
    { name: 'bare Next.js page', url: `${baselineApp.url}/` },
    { name: "bare Next.js page, the site's headers", url: `${baselineApp.url}${SITE_HEADERS_PATH}` },
    ...pages.filter((page) => LANDING_PAGES.includes(page.name)).map((page) => ({ ...page, url: new URL(page.path, site.url).toString() })),
  ];
  console.log(`Lighthouse (${throttlingMethod} throttling), ${runs} run(s) per page, in turns: ${targets.map((t) => t.name).join(', ')}`);
  const results = await lighthousePages(targets, { runs, throttlingMethod });
  const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
  const rows = targets.map((target, i) => {
    const figures = results[i];
    const scores = figures.runs.map((run) => run.performance);
    return `| ${target.name}${target.path ? ` (\`${target.path}\`)` : ''} | ${figures.performance} (${range(scores)}) | ${Math.round(figures.tbtMs)} ms | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.cls.toFixed(3)} |`;
  });
  const table = ['| page | Performance, median (range) | TBT median | LCP median | CLS median |', '|---|---|---|---|---|', ...rows].join('\n');
  console.log(`\n${table}`);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  const report = throttlingMethod === 'simulate' ? 'lighthouse.md' : `lighthouse-${throttlingMethod}.md`;
  writeFileSync(path.join(root, 'reports', report), `# Lighthouse side by side (${throttlingMethod} throttling, ${runs} runs per page, ${new Date().toISOString()})\n\n${table}\n`);
} finally {
  await baselineApp?.stop();
  await site.stop();
}
