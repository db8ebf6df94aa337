// What Lighthouse's TBT estimate is made of, by the kind of work in each blocking task.
//
// With simulated throttling Lighthouse estimates TBT from an unthrottled load: each main-thread
// task of 10 ms or more becomes a node of its simulation, lasting four times what it was observed
// to take (twice, if it laid out the page), and every simulated task over 50 ms between the
// estimated first contentful paint and time to interactive blocks for what lies beyond 50 ms of
// it. This module sorts that blocking time by what the observed task did, so that a page's TBT
// can be read as "the browser's rendering" against "our scripts" (docs/performance.md).

/** What a task did, by the trace events inside it: the first of these kinds that applies. */
const TASK_KINDS = [
  /** Style, layout or paint: the browser rendering a frame of the page. */
  ['render', (names) => names.has('UpdateLayoutTree') || names.has('Layout') || names.has('Paint')],
  /** Reading the HTML (the inline scripts it runs included). */
  ['parse', (names) => names.has('ParseHTML') || names.has('DocumentLoader::BodyLoadingFinished')],
  /** Compiling and running a script file of the build (`/_next/static/`). */
  ['script', (_names, urls) => urls.some((url) => url.includes('/_next/static/'))],
];

/** Events that compile or run a script; others carry URLs too (a request sent, for one). */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule']);

/** The kind of a task from its events ({ name, args }), as TASK_KINDS orders them; else 'other'. */
export function taskKind(events) {
  const names = new Set(events.map((event) => event.name));
  const urls = events.filter((event) => SCRIPT_EVENTS.has(event.name)).map((event) => event.args?.data?.url ?? '').filter(Boolean);
  return TASK_KINDS.find(([, matches]) => matches(names, urls))?.[0] ?? 'other';
}

/** How much of a task from `start` to `end` (ms) blocks within the window, as Lighthouse counts it. */
export function blockingMs({ start, end }, { fromMs, toMs }) {
  const clipped = Math.min(end, toMs) - Math.max(start, fromMs);
  return Math.max(0, clipped - 50);
}

/**
 * Blocking time by kind: `tasks` are { start, end, events } in simulated ms, `window` the
 * estimate's { fromMs, toMs } (first contentful paint to time to interactive).
 */
export function blockingByKind(tasks, window) {
  const totals = { render: 0, parse: 0, script: 0, other: 0 };
  for (const task of tasks) totals[taskKind(task.events)] += blockingMs(task, window);
  return totals;
}
