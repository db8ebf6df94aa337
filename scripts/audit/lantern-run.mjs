// One Lighthouse run whose estimates can be computed again from its trace with Lighthouse's
// Lantern classes (lcp-graph.mjs, tbt-graph.mjs): the run's report, and the inputs and context
// those classes take. Lantern's classes are internal modules of Lighthouse 12.
import { runLighthouse } from './lighthouse.mjs';

/** Lighthouse (mobile, simulated throttling, performance only) on `url`; `spkiHash`: scripts/audit/h2-proxy.mjs. */
export async function lanternRun(url, { spkiHash } = {}) {
  const { artifacts, lhr } = await runLighthouse(url, { onlyCategories: ['performance'] }, { spkiHash });
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: [], simulator: null };
  return { lhr, data, context };
}
