/**
 * A tiny timing harness: run each case a few times to warm up, then N timed runs, and report
 * the median (plus min and max) in milliseconds. Cases may be async (a data-layer query), so
 * another case list can be timed with the same table.
 */
import { performance } from 'node:perf_hooks';

export interface BenchCase {
  name: string;
  /** One run; its result's length (if it has one) is shown as the row count. */
  run: () => unknown | Promise<unknown>;
}

export interface BenchResult {
  name: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  rows: number | null;
}

export interface BenchOptions {
  runs: number;
  warmup: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function rowCount(result: unknown): number | null {
  return Array.isArray(result) ? result.length : null;
}

export async function runCase(bench: BenchCase, options: BenchOptions): Promise<BenchResult> {
  let rows: number | null = null;
  for (let i = 0; i < options.warmup; i += 1) rows = rowCount(await bench.run());
  const times: number[] = [];
  for (let i = 0; i < options.runs; i += 1) {
    const start = performance.now();
    rows = rowCount(await bench.run());
    times.push(performance.now() - start);
  }
  return {
    name: bench.name,
    runs: options.runs,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    rows,
  };
}

export async function runBench(cases: readonly BenchCase[], options: BenchOptions): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const bench of cases) results.push(await runCase(bench, options));
  return results;
}

/** A plain-text table: case, rows, median, min, max (ms, 2 decimals). */
export function formatTable(results: readonly BenchResult[]): string {
  const header = ['case', 'rows', 'median ms', 'min ms', 'max ms'];
  const body = results.map((r) => [
    r.name,
    r.rows === null ? '' : String(r.rows),
    r.medianMs.toFixed(2),
    r.minMs.toFixed(2),
    r.maxMs.toFixed(2),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** `--runs=N` / `--warmup=N` from argv, with defaults. */
export function benchOptionsFromArgs(argv: readonly string[], defaults: BenchOptions): BenchOptions {
  const read = (flag: string, fallback: number) => {
    const arg = argv.find((a) => a.startsWith(`--${flag}=`));
    const value = arg ? Number(arg.slice(flag.length + 3)) : NaN;
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return { runs: Math.max(1, read('runs', defaults.runs)), warmup: read('warmup', defaults.warmup) };
}
