import { evaluate, markdown, type Audit, type LighthouseRow } from './report.mjs';

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

describe('evaluate: the Lighthouse gates', () => {
  it('does not gate Performance, however low (the page budgets gate what drives it)', () => {
    expect(evaluate(audit([row('community', [60, 61, 62])]))).toEqual([]);
  });

  it('gates the other categories on the median of the runs', () => {
    const failures = evaluate(audit([row('home', [96, 97, 98], { accessibility: 98, bestPractices: 94, seo: 92 })]));
    expect(failures).toEqual(['home: Lighthouse accessibility 98 < 100', 'home: Lighthouse bestPractices 94 < 95', 'home: Lighthouse seo 92 < 100']);
  });

  it('passes at exactly the gate', () => {
    expect(evaluate(audit([row('home', [70, 71, 72], { accessibility: 100, bestPractices: 95, seo: 100 })]))).toEqual([]);
  });
});

describe('markdown', () => {
  it('shows the median and the range of the runs, and which targets a page misses', () => {
    const report = markdown(audit([row('home', [93, 96, 97]), row('community', [86, 89, 88], { lcpMs: 2500 })]), []);
    expect(report).toContain('| home (`/home`) | 96 (93–97) |');
    expect(report).toContain('| community (`/community`) | 88 (86–89) |');
    expect(report).toMatch(/\| community .*\| perf, LCP \|$/m);
    expect(report).toMatch(/\| home .*\| met \|$/m);
    expect(report).toContain('## All gates pass');
  });
});
