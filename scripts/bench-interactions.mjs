// `npm run bench:interactions` (not part of CI): how long the landing pages take to answer a tap,
// as a phone's Chrome reports it for Interaction to Next Paint (INP). Phone viewport, touch, and
// the CPU slowed 4× as Lighthouse does for its phone; the special offer is marked closed (its
// cookie) so that it does not open in the middle. Each interaction's figure is the longest Event
// Timing entry of its events (pointerdown, pointerup, click, keydown…): from the input to the
// next paint, the way INP counts it. Beside them, a tap on the bare Next.js page's heading: what
// this machine and Chromium take to answer a tap that runs no code.
// Each round loads every page in a new browser context, in turns; the table gives the median
// and the range. Options: --rounds=N (default 5), AUDIT_PORT (default 3340).
// Writes reports/interactions.md. See docs/performance.md ("Answering a tap").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBaselineApp } from './audit/baseline-app.mjs';
import { CPU_SLOWDOWN, SCENARIOS, measureRounds } from './audit/interactions.mjs';
import { median } from './audit/lighthouse.mjs';
import { commandOptions } from './audit/options.mjs';
import { auditPages } from './audit/pages.mjs';
import { startSite } from './audit/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { rounds } = commandOptions({ rounds: { type: 'count', default: 5 } });
const port = Number(process.env.AUDIT_PORT || 3340);

const site = await startSite({ port });
let baselineApp;
try {
  baselineApp = await startBaselineApp({ port: port + 1, siteUrl: site.url });
  const { pages } = await auditPages(site.url);
  const targets = SCENARIOS.map((scenario) => {
    if (scenario.page === 'bare') return { ...scenario, name: 'bare Next.js page', url: `${baselineApp.url}/` };
    const page = pages.find((p) => p.name === scenario.page);
    if (!page) throw new Error(`No audit page named ${scenario.page}`);
    return { ...scenario, name: page.name, url: new URL(scenario.path ?? page.path, site.url).toString() };
  });
  const runs = await measureRounds(targets, rounds, { siteUrl: site.url, onRound: (n) => console.log(`round ${n} of ${rounds} done`) });
  const floor = median(runs[0][0]);
  const rows = targets.flatMap((target, i) =>
    target.steps.map(([label], step) => {
      const values = runs[i][step];
      const ms = median(values);
      return `| ${target.name} | ${label} | ${ms} ms (${Math.min(...values)}–${Math.max(...values)}) | ${floor ? `${(ms / floor).toFixed(1)}×` : '–'} |`;
    }),
  );
  const table = [`| page | interaction | latency, median (range) | × the bare page's tap |`, '|---|---|---|---|', ...rows].join('\n');
  const note = `Median of ${rounds} rounds; phone viewport with touch, CPU ${CPU_SLOWDOWN}× slower; 0 ms: every event under the 16 ms that Event Timing reports.`;
  console.log(`\n${table}\n\n${note}`);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'interactions.md'), `# Answering a tap (${new Date().toISOString().slice(0, 10)})\n\n${table}\n\n${note}\n`);
} finally {
  await baselineApp?.stop();
  await site.stop();
}
