// `npm run audit:site`: builds, starts the production server on the demo data and measures
// the site's main pages — Lighthouse (beside a bare Next.js page built with the same config and
// served with the site's response headers), axe with each modal open, the Nu HTML Checker, a
// broken-link crawl and first-load JS — then writes reports/audit.{json,md} and exits non-zero
// when a gate fails.
// Lighthouse Performance is reported beside the bare page's, not gated (the page budgets in the
// browser tests gate what drives it). Options: --runs=N (Lighthouse runs per page, default 3),
// AUDIT_PORT (default 3300).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { axePages } from './audit/axe.mjs';
import { SITE_HEADERS_PATH, startBaselineApp } from './audit/baseline-app.mjs';
import { FIRST_LOAD_OVER_BASELINE, measurePages } from './audit/bundle-stats.mjs';
import { CHROME_PATH, lighthousePages } from './audit/lighthouse.mjs';
import { crawlLinks } from './audit/links.mjs';
import { commandOptions } from './audit/options.mjs';
import { auditPages } from './audit/pages.mjs';
import { evaluate, markdown } from './audit/report.mjs';
import { startSite } from './audit/server.mjs';
import { validateHtml } from './audit/vnu.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { runs } = commandOptions({ runs: { type: 'count', default: 3 } });
const port = Number(process.env.AUDIT_PORT || 3300);
const step = (name) => console.log(`\n▶ ${name}`);

step('building and starting the site');
const site = await startSite({ port });
let baselineApp;
try {
  step('building the bare Next.js page');
  baselineApp = await startBaselineApp({ port: port + 1, siteUrl: site.url });

  const { pages, missing } = await auditPages(site.url);
  console.log(pages.map((p) => `  ${p.name}: ${p.path}`).join('\n'));

  step(`Lighthouse (${runs} run(s) per page, in turns)`);
  // Served with the site's own headers, so that the comparison is of the pages alone.
  const bare = { name: "bare Next.js page (the site's headers)", url: `${baselineApp.url}${SITE_HEADERS_PATH}` };
  const targets = pages.map((page) => ({ ...page, url: new URL(page.path, site.url).toString() }));
  const [baseline, ...figuresPerPage] = await lighthousePages([bare, ...targets], {
    runs,
    onDone: (target, figures) => {
      const scores = figures.runs.map((r) => r.performance).join(', ');
      console.log(`  ${target.name}: perf ${figures.performance} (runs ${scores}), a11y ${figures.accessibility}, bp ${figures.bestPractices}, seo ${figures.seo}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms`);
    },
  });
  const lighthouseRows = pages.map((page, i) => ({ name: page.name, path: page.path, ...figuresPerPage[i] }));

  step('axe (each page, each modal, phone and desktop)');
  const axe = await axePages(site.url, pages);

  step('Nu HTML Checker');
  const vnu = Object.fromEntries(await validateHtml(site.url, pages));

  step('broken links and images (crawl from /)');
  const links = await crawlLinks(site.url);

  step('first-load JS');
  const measured = await measurePages(site.url, pages, site.distDir);
  const bareBundle = await measurePages(baselineApp.url, [{ name: 'bare', path: '/' }], baselineApp.distDir);
  const bundles = {
    baseline: measured.baseline.gzip,
    baselineApp: bareBundle.rows[0].gzip,
    rows: measured.rows.map((r) => ({ name: r.name, path: r.path, gzip: r.gzip, raw: r.raw, chunks: r.chunks, withinBudget: r.gzip <= measured.baseline.gzip + FIRST_LOAD_OVER_BASELINE })),
  };

  const require = createRequire(import.meta.url);
  const audit = {
    date: new Date().toISOString(),
    chromium: execFileSync(CHROME_PATH, ['--version']).toString().trim(),
    lighthouse: { version: require('lighthouse/package.json').version, runs, baseline, pages: lighthouseRows },
    axe,
    vnu,
    links,
    bundles,
    missing,
  };
  const failures = evaluate(audit);
  const report = markdown(audit, failures);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'audit.json'), JSON.stringify({ ...audit, failures }, null, 2));
  writeFileSync(path.join(root, 'reports', 'audit.md'), report);
  console.log(`\n${report}`);
  console.log('Reports: reports/audit.md, reports/audit.json');
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await baselineApp?.stop();
  await site.stop();
}
