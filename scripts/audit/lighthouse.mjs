// Lighthouse (mobile emulation, default simulated throttling) on Debian's Chromium:
// N runs per page, the median of each figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

export const CHROME_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
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
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** One Lighthouse run in a fresh Chromium. */
async function runOnce(url, { ignoreSeoAudits, expectStatus }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The 404 page is audited too: its status is the point, not a load failure.
      ignoreStatusCode: expectStatus !== 200,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return figures(result.lhr, { ignoreSeoAudits });
  } finally {
    await chrome.kill();
  }
}

const ATTEMPTS_PER_RUN = 3;

/**
 * Loads the page once as Lighthouse's phone would (same viewport and pixel ratio), unscored, so
 * that the server has rendered it and optimized its images as a live site has: the runs then
 * measure the page, not the first request's work on the same two cores as the browser.
 */
async function warmUp(url) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

/** Runs Lighthouse `runs` times on a URL (after a warm-up load); returns the median figures and each run's. */
export async function lighthousePage(url, { runs = 3, ignoreSeoAudits = [], expectStatus = 200 } = {}) {
  await warmUp(url);
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    // Lighthouse sometimes fails to record a trace (e.g. NO_NAVSTART): such a run is repeated.
    for (let attempt = 1; ; attempt += 1) {
      try {
        results.push(await runOnce(url, { ignoreSeoAudits, expectStatus }));
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS_PER_RUN) throw error;
        console.warn(`  (${url}: ${error.message.split('\n')[0]}; running again)`);
      }
    }
  }
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
