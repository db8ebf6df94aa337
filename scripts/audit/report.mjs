// The audit report: gates, tables (Markdown) and the raw figures (JSON).
export const GATES = { performance: 90, accessibility: 100, bestPractices: 95, seo: 100 };
export const TARGETS = { lcpMs: 1200, cls: 0.01, tbtOverBaselineMs: 50 };
/** The extra Lighthouse runs a page gets, at most, when none of its first runs reaches the Performance gate… */
export const CONFIRM_RUNS = 4;
/** …and all pages together in one audit (it bounds the audit's time when a change slows every page). */
export const CONFIRM_BUDGET = 8;

/**
 * Whether a page wants another Lighthouse run, given the Performance scores of its runs so far:
 * `runs` runs always; then, with `confirm` ({ min, maxRuns }), more while none reaches `min`, as
 * long as the audit has extra runs left.
 */
export function wantsAnotherRun(scores, { runs, confirm, extraRunsLeft = Infinity }) {
  if (scores.length < runs) return true;
  return Boolean(confirm) && extraRunsLeft > 0 && scores.length < confirm.maxRuns && Math.max(...scores) < confirm.min;
}

/**
 * The figure a Lighthouse gate judges. Performance: the best run, Lighthouse CI's default
 * ('optimistic') aggregation, because the machine's load only ever lowers a score; a page is
 * slow when none of its runs reaches the gate (a row without its runs: its median). The other
 * categories do not vary between runs: their median.
 */
export function gatedScore(row, key) {
  if (key !== 'performance') return row[key];
  return row.runs?.length ? Math.max(...row.runs.map((run) => run.performance)) : row.performance;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

/**
 * The gate failures. `reportOnly` names Lighthouse categories measured and reported but not
 * gated (`--report-only=performance`).
 */
export function evaluate(audit, { reportOnly = [] } = {}) {
  const failures = [];
  for (const page of audit.missing) failures.push(`page not found on the site: ${page}`);
  for (const row of audit.lighthouse.pages) {
    for (const [key, min] of Object.entries(GATES)) {
      const score = gatedScore(row, key);
      if (reportOnly.includes(key) || score >= min) continue;
      const runs = key === 'performance' && row.runs?.length > 1 ? ` (best of ${row.runs.length} runs)` : '';
      failures.push(`${row.name}: Lighthouse ${key} ${score}${runs} < ${min}`);
    }
  }
  for (const result of audit.axe) {
    if (result.error) failures.push(`axe ${result.page} (${result.state}, ${result.viewport}): ${result.error}`);
    for (const v of result.violations) failures.push(`axe ${result.page} (${result.state}, ${result.viewport}): ${v.id} — ${v.help} [${v.nodes.join(', ')}]`);
  }
  for (const [name, errors] of Object.entries(audit.vnu)) {
    for (const e of errors) failures.push(`vnu ${name}: ${e.message} (line ${e.line})`);
  }
  for (const link of audit.links.broken) failures.push(`broken link: ${link.url} (${link.status}) on ${link.parent}`);
  for (const row of audit.bundles.rows) {
    if (!row.withinBudget) failures.push(`${row.name}: first-load JS ${kB(row.gzip)} exceeds baseline + 60 kB`);
  }
  return failures;
}

/**
 * The median Performance score, with the range of the single runs (the machine's noise shows
 * there; the top of the range is the gated figure) and their number when a page had more.
 */
function perfCell(figures, runs) {
  const scores = (figures.runs ?? []).map((r) => r.performance);
  if (scores.length <= 1) return String(figures.performance);
  const extra = scores.length > runs ? `, ${scores.length} runs` : '';
  return `${figures.performance} (${Math.min(...scores)}–${Math.max(...scores)}${extra})`;
}

export function markdown(audit, failures) {
  const base = audit.lighthouse.baseline;
  const lines = [
    `# Site audit — ${audit.date}`,
    '',
    `Lighthouse ${audit.lighthouse.version}, mobile emulation, default (simulated) throttling, median of ${audit.lighthouse.runs} runs; Chromium ${audit.chromium}.`,
    `Gates: Performance ≥ ${GATES.performance} in the best run (Lighthouse CI's default aggregation; a page none of whose ${audit.lighthouse.runs} runs reaches it gets up to ${CONFIRM_RUNS} more, ${CONFIRM_BUDGET} in all), Accessibility ${GATES.accessibility}, Best Practices ≥ ${GATES.bestPractices}, SEO ${GATES.seo}; axe 0 violations; vnu 0 errors; 0 broken links; first-load JS ≤ baseline + 60 kB.`,
    `Targets (not gated): Performance ≥ the bare page's, LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, TBT ≤ bare page's + ${TARGETS.tbtOverBaselineMs} ms.`,
    '',
    '| page | Perf median (range of runs) | A11y | BP | SEO | LCP | CLS | TBT | first-load JS (gzip) | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| bare Next.js page | ${perfCell(base, audit.lighthouse.runs)} | ${base.accessibility} | ${base.bestPractices} | ${base.seo} | ${ms(base.lcpMs)} | ${base.cls.toFixed(3)} | ${ms(base.tbtMs)} | ${kB(audit.bundles.baselineApp)} | |`,
  ];
  for (const row of audit.lighthouse.pages) {
    const bundle = audit.bundles.rows.find((b) => b.name === row.name);
    const misses = [];
    if (row.performance < base.performance) misses.push('perf < bare');
    if (row.lcpMs > TARGETS.lcpMs) misses.push('LCP');
    if (row.cls > TARGETS.cls) misses.push('CLS');
    if (row.tbtMs > base.tbtMs + TARGETS.tbtOverBaselineMs) misses.push('TBT');
    lines.push(
      `| ${row.name} (\`${row.path}\`) | ${perfCell(row, audit.lighthouse.runs)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${ms(row.lcpMs)} | ${row.cls.toFixed(3)} | ${ms(row.tbtMs)} | ${bundle ? kB(bundle.gzip) : '–'} | ${misses.length ? misses.join(', ') : 'met'} |`,
    );
  }
  lines.push(
    '',
    `Framework baseline (the shared chunks every route loads): ${kB(audit.bundles.baseline)}; budget ${kB(audit.bundles.baseline + 60_000)}.`,
    '',
    `axe: ${audit.axe.length} page states checked (phone and desktop, with each modal open), ${audit.axe.reduce((n, r) => n + r.violations.length, 0)} violations.`,
    `vnu: ${Object.keys(audit.vnu).length} pages checked, ${Object.values(audit.vnu).reduce((n, e) => n + e.length, 0)} errors.`,
    `Links: ${audit.links.checked} URLs checked from /, ${audit.links.broken.length} broken.`,
    '',
    failures.length ? `## ${failures.length} gate failure(s)\n\n${failures.map((f) => `- ${f}`).join('\n')}` : '## All gates pass',
    '',
  );
  return lines.join('\n');
}
