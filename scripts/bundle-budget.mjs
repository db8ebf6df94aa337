// `npm run bundle:budget`: builds if needed, starts the production server on the demo data,
// and prints the first-load JS (gzip) of each audited page — the chunks its server HTML loads,
// sized from the build output — beside the framework baseline (the shared chunks every route
// loads). Fails when a page exceeds baseline + 60 kB. (`npm run audit:site` gates the same.)
import { FIRST_LOAD_OVER_BASELINE, measurePages } from './audit/bundle-stats.mjs';
import { auditPages } from './audit/pages.mjs';
import { startSite } from './audit/server.mjs';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const site = await startSite({ port: Number(process.env.AUDIT_PORT || 3300), log: 'ignore' });
try {
  const { pages } = await auditPages(site.url);
  const { baseline, rows } = await measurePages(site.url, pages, site.distDir);
  console.log(`Framework baseline (shared by every route): ${kB(baseline.gzip)} gzip; budget ${kB(baseline.gzip + FIRST_LOAD_OVER_BASELINE)}\n`);
  console.log('| page | first-load JS (gzip) | over baseline | |');
  console.log('|---|---:|---:|---|');
  const over = [];
  for (const row of rows) {
    const ok = row.gzip <= baseline.gzip + FIRST_LOAD_OVER_BASELINE;
    if (!ok) over.push(row.name);
    console.log(`| ${row.name} (\`${row.path}\`) | ${kB(row.gzip)} | +${kB(row.gzip - baseline.gzip)} | ${ok ? 'ok' : 'OVER BUDGET'} |`);
  }
  if (over.length) {
    console.error(`\nOver budget (baseline + 60 kB): ${over.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await site.stop();
}
