// What Lighthouse's LCP estimate waits for, and what it would be with less script or HTML.
//
// With simulated throttling (the default, and what the audits report), Lighthouse loads the page
// unthrottled and then estimates the throttled LCP from a graph of the requests and main-thread
// tasks it keeps: every request that ended before the paint it observed (a script drops out only
// if its evaluation is seen to begin after that paint, and tasks under 10 ms are not seen) and the
// tasks that laid out or painted. This module
// re-runs that estimate with Lighthouse's own Lantern classes, which are internal modules of
// Lighthouse 12 (a Lighthouse upgrade may need this file adapted), to list the graph and to
// simulate variants of it: every script but the framework's as one file, without them, and with
// the HTML small enough for the first round trip (FIRST_ROUND_TRIP_BYTES).
// The framework's scripts are the ones of at least FRAMEWORK_MIN_BYTES on the wire: React DOM and
// Next's router, about 55 kB each with Brotli; the others (the site's own, and Next's small
// runtime and bootstrap) are under 12 kB each.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { lanternRun } from './lantern-run.mjs';

export const FRAMEWORK_MIN_BYTES = 30_000;

const isScript = (node) => node.type === 'network' && node.request.resourceType === 'Script';
const isOtherScript = (node) => isScript(node) && node.request.transferSize < FRAMEWORK_MIN_BYTES;

/**
 * What the simulation's first round trip on a new connection carries: Lantern's initial
 * congestion window, 10 segments of 1,460 bytes. A response over it (headers included) takes one
 * round trip more (150 ms with Lighthouse's mobile settings), and another each time the window
 * doubles.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Gives `node` of a cloned graph its own request object (clones share them) of `bytes`. */
function setTransferSize(node, bytes) {
  node._request = Object.assign(Object.create(Object.getPrototypeOf(node.request)), node.request, { transferSize: bytes });
}

/** The what-ifs: each takes the estimate's graph and returns a changed clone of it. */
const VARIANTS = {
  /** Every script but the framework's as one file: all their bytes on the first of them. */
  otherScriptsInOneFile(graph) {
    const others = [];
    graph.traverse((node) => {
      if (isOtherScript(node)) others.push(node);
    });
    const [first, ...rest] = others;
    const clone = graph.cloneWithRelationships((node) => !rest.includes(node));
    const bytes = others.reduce((sum, node) => sum + node.request.transferSize, 0);
    clone.traverse((node) => {
      if (first && node.id === first.id) setTransferSize(node, bytes);
    });
    return clone;
  },
  withoutOtherScripts: (graph) => graph.cloneWithRelationships((node) => !isOtherScript(node)),
  /** The HTML (headers included) cut to what the first round trip carries. */
  htmlInFirstRoundTrip(graph) {
    const clone = graph.cloneWithRelationships(() => true);
    clone.traverse((node) => {
      if (node.type === 'network' && node.isMainDocument() && node.request.transferSize > FIRST_ROUND_TRIP_BYTES) setTransferSize(node, FIRST_ROUND_TRIP_BYTES);
    });
    return clone;
  },
};

function documentBytes(graph) {
  let bytes = 0;
  graph.traverse((node) => {
    if (node.type === 'network' && node.isMainDocument()) bytes = node.request.transferSize;
  });
  return bytes;
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
 * One Lighthouse run (mobile, simulated throttling) of `url` (`spkiHash`: a certificate to trust,
 * scripts/audit/h2-proxy.mjs): the LCP it reports, its element, the
 * estimate's pessimistic graph (the larger of the two it averages) as timed rows, the HTML's
 * bytes on the wire, and the estimate for each variant (each the average of its optimistic and
 * pessimistic graphs, as Lighthouse's own).
 */
export async function lcpGraph(url, { spkiHash } = {}) {
  const { lhr, data, context } = await lanternRun(url, { spkiHash });
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const simulator = await LoadSimulator.request(data, context);
  const estimate = (change) => Math.round((simulator.simulate(change(lcp.optimisticGraph)).timeInMs + simulator.simulate(change(lcp.pessimisticGraph)).timeInMs) / 2);
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].map(([node, timing]) => describe(node, timing)).sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    element: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    rows,
    otherScriptsInOneFileMs: estimate(VARIANTS.otherScriptsInOneFile),
    withoutOtherScriptsMs: estimate(VARIANTS.withoutOtherScripts),
    htmlInFirstRoundTripMs: estimate(VARIANTS.htmlInFirstRoundTrip),
    htmlBytes: documentBytes(lcp.pessimisticGraph),
  };
}
