// `npm run audit:lcp`: what Lighthouse's LCP estimate waits for on the landing pages, and what it
// would be with every script but the framework's in one file, without them, or with the HTML
// small enough for the simulation's first round trip (scripts/audit/lcp-graph.mjs).
// For finding out why a page's LCP is what it is, not a gate. Options: --runs=N (default 3),
// --page=NAME (the pages whose audit name starts so, dashes for spaces: --page=community,
// --page=floor-plan; default: the five landing pages),
// --graph (also print each page's first run's graph), --protocol=h2 (through a local HTTP/2 proxy,
// as deployed: scripts/audit/h2-proxy.mjs; default http1), AUDIT_PORT (default 3300; the proxy
// takes the next). See docs/performance.md.
import { FIRST_ROUND_TRIP_BYTES, lcpGraph } from './audit/lcp-graph.mjs';
import { studyLandingPages } from './audit/landing-study.mjs';
import { measuredRun, median, warmUp } from './audit/lighthouse.mjs';
import { commandOptions } from './audit/options.mjs';

const { runs, page, graph: showGraph, protocol } = commandOptions({
  runs: { type: 'count', default: 3 },
  page: { type: 'string' },
  graph: { type: 'boolean' },
  protocol: { type: 'string', default: 'http1', choices: ['http1', 'h2'] },
});
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

await studyLandingPages({ page, protocol }, async (targets) => {
  const rows = [];
  for (const { url, options, ...target } of targets) {
    await warmUp(url, options);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measuredRun(url, options, lcpGraph));
    if (showGraph) {
      console.log(`\n${target.name} (${target.path}), first run: LCP ${seconds(results[0].lcpMs)}, element ${results[0].element}`);
      for (const row of results[0].rows) console.log(`  ${String(row.start).padStart(5)}–${String(row.end).padEnd(5)} ms  ${row.what}`);
    }
    const pick = (key) => seconds(median(results.map((result) => result[key])));
    const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    rows.push(
      `| ${target.name} (\`${target.path}\`) | ${pick('lcpMs')} | ${pick('otherScriptsInOneFileMs')} | ${pick('withoutOtherScriptsMs')} | ${kB(median(results.map((r) => r.htmlBytes)))} | ${pick('htmlInFirstRoundTripMs')} | \`${results[0].element.slice(0, 40)}…\` |`,
    );
  }
  console.log(`\nLighthouse's LCP estimate (${protocol}), median of ${runs} (each page's runs back to back):\n`);
  console.log(
    [
      `| page | LCP | the other scripts as one file | without the other scripts | HTML on the wire | HTML within ${FIRST_ROUND_TRIP_BYTES} B | LCP element |`,
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});
