// Lighthouse (mobile emulation, default simulated throttling) on Debian's Chromium:
// N runs per page, the median of each figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** Runs Lighthouse `runs` times on a URL; returns the median figures and each run's. */
export async function lighthousePage(url, { runs = 3, ignoreSeoAudits = [], expectStatus = 200 } = {}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
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
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      results.push(figures(result.lhr, { ignoreSeoAudits }));
    } finally {
      await chrome.kill();
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
