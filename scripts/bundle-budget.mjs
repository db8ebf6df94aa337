// `npm run bundle:budget [-- DIST_DIR]`: prints the first-load JS (gzip) of each route beside
// the framework baseline (the shared chunks every route loads) and fails when a route exceeds
// baseline + 60 kB (issue 7). Reads a webpack production build (run `npm run build` first).
import path from 'node:path';
import { readBundleStats } from './audit/bundle-stats.mjs';

export const BUDGET_OVER_BASELINE_BYTES = 60 * 1000;
const kB = (bytes) => (bytes / 1000).toFixed(1);

export function checkBundleBudget(distDir) {
  const { baseline, routes } = readBundleStats(distDir);
  const rows = routes.map((r) => ({
    route: r.route,
    gzip: r.gzip,
    overBaseline: r.gzip - baseline.gzip,
    ok: r.gzip - baseline.gzip <= BUDGET_OVER_BASELINE_BYTES,
  }));
  return { baseline: baseline.gzip, budget: baseline.gzip + BUDGET_OVER_BASELINE_BYTES, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] ?? '.next');
  const result = checkBundleBudget(distDir);
  console.log(`First-load JS (gzip). Baseline (shared by every route): ${kB(result.baseline)} kB; budget: ${kB(result.budget)} kB\n`);
  console.log('| route | first-load JS | over baseline | |');
  console.log('|---|---:|---:|---|');
  for (const row of result.rows) {
    console.log(`| ${row.route} | ${kB(row.gzip)} kB | +${kB(row.overBaseline)} kB | ${row.ok ? 'ok' : 'OVER BUDGET'} |`);
  }
  const over = result.rows.filter((r) => !r.ok);
  if (over.length) {
    console.error(`\n${over.length} route(s) exceed the budget of baseline + 60 kB: ${over.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
}
