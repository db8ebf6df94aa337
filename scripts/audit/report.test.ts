import { GATES, evaluate, gatedScore, markdown, wantsAnotherRun, type Audit, type LighthouseRow } from './report.mjs';

const CONFIRM = { min: GATES.performance, maxRuns: 7 };

function row(name: string, scores: number[], other: Partial<LighthouseRow> = {}): LighthouseRow {
  const sorted = [...scores].sort((a, b) => a - b);
  return {
    name,
    path: `/${name}`,
    performance: sorted[Math.floor((sorted.length - 1) / 2)]!,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 2000,
    cls: 0,
    tbtMs: 150,
    runs: scores.map((performance) => ({ performance })),
    ...other,
  };
}

function audit(pages: LighthouseRow[]): Audit {
  return {
    date: '2026-11-22T00:00:00.000Z',
    chromium: 'Chromium 150',
    lighthouse: { version: '12.8.2', runs: 3, baseline: row('bare', [98, 99, 99]), pages },
    axe: [],
    vnu: {},
    links: { checked: 10, broken: [] },
    bundles: { baseline: 133_000, baselineApp: 132_000, rows: pages.map((p) => ({ name: p.name, path: p.path ?? '/', gzip: 170_000, withinBudget: true })) },
    missing: [],
  };
}

describe('wantsAnotherRun: 3 runs, then up to 7 while none reaches the Performance gate', () => {
  it.each([
    [[], true],
    [[84, 95], true],
    [[84, 86, 95], false],
    [[84, 86, 90], false],
    [[84, 86, 89], true],
    [[84, 86, 89, 91], false],
    [[84, 86, 89, 88], true],
    [[84, 86, 89, 88, 87, 86], true],
    [[84, 86, 89, 88, 87, 86, 85], false],
  ])('after %j: %s', (scores, expected) => {
    expect(wantsAnotherRun(scores, { runs: 3, confirm: CONFIRM })).toBe(expected);
  });

  it('stops when the audit has no extra runs left', () => {
    expect(wantsAnotherRun([84, 86, 89], { runs: 3, confirm: CONFIRM, extraRunsLeft: 0 })).toBe(false);
    expect(wantsAnotherRun([84, 86], { runs: 3, confirm: CONFIRM, extraRunsLeft: 0 })).toBe(true);
  });

  it('never runs more than `runs` when Performance is not gated', () => {
    expect(wantsAnotherRun([70, 71, 72], { runs: 3 })).toBe(false);
  });
});

describe('evaluate: the Lighthouse gates', () => {
  it.each([
    ['a page whose best run reaches 90 passes, whatever its median', [86, 88, 91], []],
    ['exactly 90 in the best run passes', [85, 90, 87], []],
    ['no run at 90 fails, naming the best and the number of runs', [86, 89, 88, 87, 85], ['community: Lighthouse performance 89 (best of 5 runs) < 90']],
  ])('%s', (_label, scores, expected) => {
    expect(evaluate(audit([row('community', scores)]))).toEqual(expected);
  });

  it('judges the other categories on the median of the runs', () => {
    const failures = evaluate(audit([row('home', [96, 97, 98], { accessibility: 98, bestPractices: 94, seo: 92 })]));
    expect(failures).toEqual(['home: Lighthouse accessibility 98 < 100', 'home: Lighthouse bestPractices 94 < 95', 'home: Lighthouse seo 92 < 100']);
  });

  it('reports without gating a category named in reportOnly', () => {
    expect(evaluate(audit([row('community', [80, 81, 82])]), { reportOnly: ['performance'] })).toEqual([]);
  });

  it('gates on the median Performance of a row without its single runs', () => {
    expect(gatedScore({ ...row('old', [95]), runs: undefined, performance: 89 }, 'performance')).toBe(89);
  });
});

describe('markdown', () => {
  it('shows the median, the range of the runs, and their number when a page had more', () => {
    const report = markdown(audit([row('home', [93, 96, 97]), row('community', [86, 89, 88, 91])]), []);
    expect(report).toContain('| home (`/home`) | 96 (93–97) |');
    expect(report).toContain('| community (`/community`) | 88 (86–91, 4 runs) |');
    expect(report).toContain('## All gates pass');
  });
});
