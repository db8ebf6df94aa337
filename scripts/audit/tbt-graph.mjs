// Lighthouse's TBT estimate of one run, taken apart by the kind of work that blocks
// (scripts/audit/tbt-kinds.mjs). Like lcp-graph.mjs, it re-runs the estimate with Lighthouse's
// own Lantern classes, which are internal modules of Lighthouse 12 (an upgrade may need this file
// adapted).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { lanternRun } from './lantern-run.mjs';
import { blockingByKind, taskKind } from './tbt-kinds.mjs';

/** The longest events of a task, named (a script by its file), for reading a task list. */
function describeEvents(events) {
  return events
    .filter((event) => Number.isFinite(event.dur))
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => `${event.name}${event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : ''} ${(event.dur / 1000).toFixed(1)}`)
    .join(', ');
}

/** The simulated main-thread tasks of an estimate: { start, end, events, observedMs }. */
function simulatedTasks(estimate) {
  return [...estimate.nodeTimings.entries()]
    .filter(([node]) => node.type === 'cpu')
    .map(([node, timing]) => ({ start: timing.startTime, end: timing.endTime, events: node.childEvents, observedMs: node.duration / 1000 }));
}

/**
 * One Lighthouse run of `url` (mobile, simulated throttling; `spkiHash`: a certificate to trust,
 * scripts/audit/h2-proxy.mjs): the TBT it reports, the same split into render, parse, script and
 * other (each the average of the estimate's optimistic and pessimistic simulations, as Lighthouse
 * averages the total), and the pessimistic simulation's tasks over 50 ms.
 */
export async function tbtGraph(url, { spkiHash } = {}) {
  const { lhr, data, context } = await lanternRun(url, { spkiHash });
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  // The windows Lighthouse pairs with each simulation (Lantern's TotalBlockingTime).
  const pessimisticTasks = simulatedTasks(tbt.pessimisticEstimate);
  const optimistic = blockingByKind(simulatedTasks(tbt.optimisticEstimate), { fromMs: fcp.pessimisticEstimate.timeInMs, toMs: tti.optimisticEstimate.timeInMs });
  const pessimistic = blockingByKind(pessimisticTasks, { fromMs: fcp.optimisticEstimate.timeInMs, toMs: tti.pessimisticEstimate.timeInMs });
  const byKind = Object.fromEntries(Object.keys(optimistic).map((kind) => [kind, (optimistic[kind] + pessimistic[kind]) / 2]));
  const longTasks = pessimisticTasks
    .filter((task) => task.end - task.start > 50)
    .sort((a, b) => a.start - b.start)
    .map((task) => ({ start: Math.round(task.start), ms: Math.round(task.end - task.start), observedMs: Math.round(task.observedMs), kind: taskKind(task.events), what: describeEvents(task.events) }));
  return { tbtMs: lhr.audits['total-blocking-time'].numericValue, byKind, longTasks };
}
