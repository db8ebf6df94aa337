// Lighthouse (mobile emulation, default simulated throttling) on Debian's Chromium:
// N runs per page, taken in turns across the pages; the median of each figure and every run's.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

export const CHROME_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
/** Chromium's flags on these machines, for Playwright (which picks its own headless mode). */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const CHROME_FLAGS = ['--headless=new', ...BROWSER_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function figures(lhr, { ignoreSeoAudits = [] } = {}) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  let seo = score('seo');
  if (ignoreSeoAudits.length) {
    // Re-score SEO without audits that fail by design on this page (e.g. a 404's status and noindex).
    const refs = lhr.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && !ignoreSeoAudits.includes(ref.id));
    const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
    seo = Math.round((refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / total) * 100);
  }
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}:${ref.id}`));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    // For reading a run's spread in the JSON: the server's own time and the machine's speed.
    serverMs: lhr.audits['server-response-time']?.numericValue ?? NaN,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** Chromium's flag that trusts the certificate whose public key has this hash (scripts/audit/h2-proxy.mjs). */
const trustFlags = (spkiHash) => (spkiHash ? [`--ignore-certificate-errors-spki-list=${spkiHash}`] : []);

/**
 * One Lighthouse run in a fresh Chromium, with `flags`: its whole result (report and artifacts).
 * `spkiHash`: a certificate the browser trusts, for a page behind the local HTTPS proxy.
 */
export async function runLighthouse(url, flags, { spkiHash } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, ...trustFlags(spkiHash)], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/** One run of the audit: the figures of every category. */
async function runOnce(url, { ignoreSeoAudits = [], expectStatus = 200, throttlingMethod = 'simulate', spkiHash }) {
  const { lhr } = await runLighthouse(url, {
    onlyCategories: CATEGORIES,
    // 'simulate' (Lighthouse's default) estimates the throttled load from an unthrottled one;
    // 'devtools' has Chromium throttle the network and CPU itself and reports what it observed.
    throttlingMethod,
    // The 404 page is audited too: its status is the point, not a load failure.
    ignoreStatusCode: expectStatus !== 200,
  }, { spkiHash });
  return figures(lhr, { ignoreSeoAudits });
}

const ATTEMPTS_PER_RUN = 3;

/**
 * Loads the page once as Lighthouse's phone would (same viewport and pixel ratio), unscored, so
 * that the server has rendered it and optimized its images as a live site has: the runs then
 * measure the page, not the first request's work on the same two cores as the browser.
 */
export async function warmUp(url, { spkiHash } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...BROWSER_ARGS, ...trustFlags(spkiHash)] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

/** How long the server gets to finish what a request left behind before a run. */
const SETTLE_MS = 1000;

/**
 * Requests the page and waits a moment: the site's caches keep 30 to 60 seconds, so the runs of a
 * page, minutes apart, would otherwise each find it stale and measure the server refreshing it
 * in the background on the same two cores as the browser (a live site with visitors has it fresh).
 */
async function settle(url) {
  await (await fetch(url)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/**
 * One Lighthouse run (`run`, by default the audit's); a run that fails to record a trace (e.g.
 * NO_NAVSTART) is repeated. `options.serverUrl`: the same page straight from the server, for a
 * page behind the local HTTPS proxy, whose certificate Node's fetch would refuse.
 */
export async function measuredRun(url, options, run = runOnce) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await settle(options.serverUrl ?? url);
      return await run(url, options);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`  (${url}: ${error.message.split('\n')[0]}; running again)`);
    }
  }
}

/** The median of each figure over a page's runs, and each run's figures. */
function summarize(results) {
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
    runs: results.map(({ failing: _f, ...rest }) => rest),
  };
}

/**
 * Lighthouse on each target ({ url, ignoreSeoAudits, expectStatus }), `runs` times, after one
 * warm-up load each. The runs go round the targets in turn rather than one page's runs back to
 * back, so that a few busy seconds of the machine fall on several pages' runs instead of all of
 * one page's. Returns each target's summary, in order; `onDone(target, summary)` is called as each
 * is final.
 */
export async function lighthousePages(targets, { runs = 3, throttlingMethod = 'simulate', onDone = () => {} } = {}) {
  for (const target of targets) await warmUp(target.url, target);
  const results = targets.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    for (const [i, target] of targets.entries()) results[i].push(await measuredRun(target.url, { ...target, throttlingMethod }));
  }
  return targets.map((target, i) => {
    const summary = summarize(results[i]);
    onDone(target, summary);
    return summary;
  });
}
