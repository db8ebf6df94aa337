// `npm run bench:interactions` (not part of CI): how long the landing pages take to answer a tap,
// as a phone's Chrome reports it for Interaction to Next Paint (INP). Phone viewport, touch, and
// the CPU slowed 4× as Lighthouse does for its phone; the special offer is marked closed (its
// cookie) so that it does not open in the middle. Each interaction's figure is the longest Event
// Timing entry of its events (pointerdown, pointerup, click, keydown…): from the input to the
// next paint, the way INP counts it. Beside them, a tap on the bare Next.js page's heading: what
// this machine and Chromium take to answer a tap that runs no code.
// Each round loads every page in a new browser context, in turns; the table gives the median
// and the range. Options: --rounds=N (default 5); --before=URL, a running site with the demo
// data (an earlier build, served with `npm run serve` from its checkout) measured in the same
// rounds, each page in turn with this build's, for a before/after table; AUDIT_PORT (default
// 3340). Writes reports/interactions.md. See docs/performance.md ("Answering a tap").
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBaselineApp } from './audit/baseline-app.mjs';
import { BARE_TAP, CPU_SLOWDOWN, SCENARIOS, measureRounds } from './audit/interactions.mjs';
import { median } from './audit/lighthouse.mjs';
import { commandOptions } from './audit/options.mjs';
import { auditPages } from './audit/pages.mjs';
import { startSite } from './audit/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { rounds, before } = commandOptions({ rounds: { type: 'count', default: 5 }, before: { type: 'string' } });
const port = Number(process.env.AUDIT_PORT || 3340);

const figure = (values) => `${median(values)} ms (${Math.min(...values)}–${Math.max(...values)})`;

/** The table of one build: each interaction beside the bare page's tap. */
function singleTable(targets, runs) {
  const floor = median(runs[0][0]);
  const rows = targets.flatMap((target, i) =>
    target.steps.map(([label], step) => `| ${target.name} | ${label} | ${figure(runs[i][step])} | ${floor ? `${(median(runs[i][step]) / floor).toFixed(1)}×` : '–'} |`),
  );
  return [`| page | interaction | latency, median (range) | × the bare page's tap |`, '|---|---|---|---|', ...rows].join('\n');
}

/** The before/after table: targets come in pairs, the --before site's first. */
function comparisonTable(targets, runs) {
  const rows = [];
  for (let i = 0; i < targets.length; i += 2) {
    targets[i].steps.forEach(([label], step) => {
      const [earlier, now] = [runs[i][step], runs[i + 1][step]];
      rows.push(`| ${targets[i].name} | ${label} | ${figure(earlier)} | ${figure(now)} | ${(median(now) / Math.max(1, median(earlier))).toFixed(2)} |`);
    });
  }
  return ['| page | interaction | before, median (range) | this build | ratio |', '|---|---|---|---|---|', ...rows].join('\n');
}

const site = await startSite({ port });
let baselineApp;
try {
  const { pages } = await auditPages(site.url);
  const pageUrl = (scenario, siteUrl) => {
    const page = pages.find((p) => p.name === scenario.page);
    if (!page) throw new Error(`No audit page named ${scenario.page}`);
    return new URL(scenario.path ?? page.path, siteUrl).toString();
  };
  let targets;
  if (before) {
    targets = SCENARIOS.flatMap((scenario) =>
      [before, site.url].map((siteUrl) => ({ ...scenario, name: scenario.page, siteUrl, url: pageUrl(scenario, siteUrl) })),
    );
  } else {
    baselineApp = await startBaselineApp({ port: port + 1, siteUrl: site.url });
    targets = [
      { ...BARE_TAP, name: 'bare Next.js page', siteUrl: site.url, url: `${baselineApp.url}/` },
      ...SCENARIOS.map((scenario) => ({ ...scenario, name: scenario.page, siteUrl: site.url, url: pageUrl(scenario, site.url) })),
    ];
  }
  const runs = await measureRounds(targets, rounds, { onRound: (n) => console.log(`round ${n} of ${rounds} done`) });
  const table = before ? comparisonTable(targets, runs) : singleTable(targets, runs);
  const note = `Median of ${rounds} rounds${before ? `, before: ${before}` : ''}; phone viewport with touch, CPU ${CPU_SLOWDOWN}× slower; 0 ms: every event under the 16 ms that Event Timing reports.`;
  console.log(`\n${table}\n\n${note}`);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'interactions.md'), `# Answering a tap (${new Date().toISOString().slice(0, 10)})\n\n${table}\n\n${note}\n`);
} finally {
  await baselineApp?.stop();
  await site.stop();
}
