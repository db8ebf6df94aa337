// `npm run audit:tbt`: what Lighthouse's TBT estimate is made of on the landing pages: the
// blocking time of the browser rendering frames, of reading the HTML, of the build's scripts and
// of the rest (scripts/audit/tbt-kinds.mjs). For finding out where a page's TBT comes from, not a
// gate. Options: --runs=N (default 5), --page=NAME (the pages whose audit name starts so, dashes
// for spaces; default: the five landing pages), --tasks (also print each page's first run's
// tasks over 50 ms), --protocol=h2 (through a local HTTP/2 proxy, as deployed; default http1),
// AUDIT_PORT (default 3300; the proxy takes the next). See docs/performance.md.
import { studyLandingPages } from './audit/landing-study.mjs';
import { measuredRun, median, warmUp } from './audit/lighthouse.mjs';
import { commandOptions } from './audit/options.mjs';
import { tbtGraph } from './audit/tbt-graph.mjs';

const { runs, page, tasks: showTasks, protocol } = commandOptions({
  runs: { type: 'count', default: 5 },
  page: { type: 'string' },
  tasks: { type: 'boolean' },
  protocol: { type: 'string', default: 'http1', choices: ['http1', 'h2'] },
});
const KINDS = ['render', 'parse', 'script', 'other'];
const ms = (value) => `${Math.round(value)} ms`;

await studyLandingPages({ page, protocol }, async (targets) => {
  for (const { url, options } of targets) await warmUp(url, options);
  // In turns across the pages, as the side-by-side audit runs them.
  const results = targets.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [i, { url, options }] of targets.entries()) results[i].push(await measuredRun(url, options, tbtGraph));
  }
  const rows = targets.map((target, i) => {
    const figures = results[i];
    if (showTasks) {
      console.log(`\n${target.name} (${target.path}), first run: TBT ${ms(figures[0].tbtMs)}; simulated tasks over 50 ms (pessimistic):`);
      for (const task of figures[0].longTasks) console.log(`  at ${String(task.start).padStart(5)} ms: ${String(task.ms).padStart(4)} ms (${task.observedMs} ms observed) ${task.kind}: ${task.what}`);
    }
    const kinds = KINDS.map((kind) => ms(median(figures.map((figure) => figure.byKind[kind]))));
    return `| ${target.name} (\`${target.path}\`) | ${ms(median(figures.map((figure) => figure.tbtMs)))} | ${kinds.join(' | ')} | ${figures.map((figure) => Math.round(figure.tbtMs)).join(', ')} |`;
  });
  // In each run the kinds add up to Lighthouse's TBT; their medians, each taken alone, need not.
  console.log(`\nLighthouse's TBT estimate (${protocol}), median of ${runs} (in turns), and the median blocking time of each kind of task:\n`);
  console.log(["| page | TBT | rendering (style, layout, paint) | reading the HTML | the build's scripts | other | TBT of each run |", '|---|---|---|---|---|---|---|', ...rows].join('\n'));
});
