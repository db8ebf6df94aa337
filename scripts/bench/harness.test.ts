import { benchOptionsFromArgs, formatTable, runCase } from './harness';

it('times a case and reports its row count', async () => {
  let calls = 0;
  const result = await runCase({ name: 'x', run: () => [++calls, calls] }, { runs: 5, warmup: 2 });
  expect(calls).toBe(7);
  expect(result).toMatchObject({ name: 'x', runs: 5, rows: 2 });
  expect(result.minMs).toBeLessThanOrEqual(result.medianMs);
  expect(result.medianMs).toBeLessThanOrEqual(result.maxMs);
});

it('awaits async cases', async () => {
  const result = await runCase({ name: 'db', run: async () => [1, 2, 3] }, { runs: 1, warmup: 0 });
  expect(result.rows).toBe(3);
});

it('prints an aligned table', () => {
  const table = formatTable([{ name: 'case one', runs: 3, medianMs: 1.234, minMs: 1, maxMs: 12.5, rows: 10 }]);
  expect(table.split('\n')).toEqual([
    'case      rows  median ms  min ms  max ms',
    '--------  ----  ---------  ------  ------',
    'case one    10       1.23    1.00   12.50',
  ]);
});

it('reads --runs and --warmup', () => {
  expect(benchOptionsFromArgs(['--runs=50', '--warmup=0'], { runs: 25, warmup: 3 })).toEqual({ runs: 50, warmup: 0 });
  expect(benchOptionsFromArgs(['--runs=x'], { runs: 25, warmup: 3 })).toEqual({ runs: 25, warmup: 3 });
});
