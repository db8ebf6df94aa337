// What Lighthouse's LCP estimate waits for, and what it would be with less of the site's script.
//
// With simulated throttling (the default, and what the audits report), Lighthouse loads the page
// unthrottled and then estimates the throttled LCP from a graph of the requests and main-thread
// tasks it keeps: every request that ended before the paint it observed (a script drops out only
// if its evaluation is seen to begin after that paint, and tasks under 10 ms are not seen) and the
// tasks that laid out or painted. This module
// re-runs that estimate with Lighthouse's own Lantern classes, which are internal modules of
// Lighthouse 12 (a Lighthouse upgrade may need this file adapted), to list the graph and to
// simulate two variants of it: every script but the framework's as one file, and without them.
// The framework's scripts are the ones of at least FRAMEWORK_MIN_BYTES on the wire: React DOM and
// Next's router, about 55 kB each with Brotli; the others (the site's own, and Next's small
// runtime and bootstrap) are under 12 kB each.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { runLighthouse } from './lighthouse.mjs';

export const FRAMEWORK_MIN_BYTES = 30_000;

const isScript = (node) => node.type === 'network' && node.request.resourceType === 'Script';
const isOtherScript = (node) => isScript(node) && node.request.transferSize < FRAMEWORK_MIN_BYTES;

/** The graph without the other scripts, or with all their bytes on the first of them. */
function variant(graph, { merge }) {
  const others = [];
  graph.traverse((node) => {
    if (isOtherScript(node)) others.push(node);
  });
  if (others.length === 0) return graph;
  const [first, ...rest] = others;
  const dropped = new Set(merge ? rest : others);
  const clone = graph.cloneWithRelationships((node) => !dropped.has(node));
  if (merge) {
    const bytes = others.reduce((sum, node) => sum + node.request.transferSize, 0);
    clone.traverse((node) => {
      // The clone shares request objects with the original graph: give this node its own.
      if (node.id === first.id) node._request = Object.assign(Object.create(Object.getPrototypeOf(node.request)), node.request, { transferSize: bytes });
    });
  }
  return clone;
}

function describe(node, timing) {
  const ms = (n) => Math.round(n);
  if (node.type === 'network') {
    const { resourceType, priority, transferSize, url } = node.request;
    return { start: ms(timing.startTime), end: ms(timing.endTime), what: `${resourceType} (${priority}, ${transferSize} B) ${new URL(url).pathname}` };
  }
  return { start: ms(timing.startTime), end: ms(timing.endTime), what: `main-thread task, ${ms(node.duration / 1000)} ms observed` };
}

/**
 * One Lighthouse run (mobile, simulated throttling) of `url`: the LCP it reports, its element, the
 * estimate's pessimistic graph (the larger of the two it averages) as timed rows, and the
 * estimate for the two variants (each the average of its optimistic and pessimistic graphs, as
 * Lighthouse's own).
 */
export async function lcpGraph(url) {
  const { artifacts, lhr } = await runLighthouse(url, { onlyCategories: ['performance'] });
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: [], simulator: null };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const simulator = await LoadSimulator.request(data, context);
  const estimate = (options) =>
    Math.round((simulator.simulate(variant(lcp.optimisticGraph, options)).timeInMs + simulator.simulate(variant(lcp.pessimisticGraph, options)).timeInMs) / 2);
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].map(([node, timing]) => describe(node, timing)).sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    element: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    rows,
    otherScriptsInOneFileMs: estimate({ merge: true }),
    withoutOtherScriptsMs: estimate({ merge: false }),
  };
}
