export interface LighthouseRow {
  name: string;
  path?: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  runs?: { performance: number }[];
}
export interface Audit {
  date: string;
  chromium: string;
  lighthouse: { version: string; runs: number; baseline: LighthouseRow; pages: LighthouseRow[] };
  axe: { page: string; state: string; viewport: string; error?: string; violations: { id: string; help: string; nodes: string[] }[] }[];
  vnu: Record<string, { message: string; line: number }[]>;
  links: { checked: number; broken: { url: string; status: number; parent: string }[] };
  bundles: { baseline: number; baselineApp: number; rows: { name: string; path: string; gzip: number; withinBudget: boolean }[] };
  missing: string[];
}
export type GateKey = 'accessibility' | 'bestPractices' | 'seo';
export const GATES: Record<GateKey, number>;
export const TARGETS: { performance: number; lcpMs: number; cls: number; tbtOverBaselineMs: number };
export function evaluate(audit: Audit): string[];
export function markdown(audit: Audit, failures: string[]): string;
