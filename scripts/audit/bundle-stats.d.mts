export interface Size {
  raw: number;
  gzip: number;
}
export const FIRST_LOAD_OVER_BASELINE: number;
export function createChunkSizer(distDir: string): (chunk: string) => Size;
export function scriptChunks(html: string): string[];
export function sumSizes(chunks: string[], sizeOf: (chunk: string) => Size): Size;
export function frameworkBaseline(distDir: string, sizeOf: (chunk: string) => Size): Size & { chunks: string[] };
export function measurePages(
  baseUrl: string,
  pages: { name: string; path: string }[],
  distDir: string,
): Promise<{ baseline: Size & { chunks: string[] }; rows: (Size & { name: string; path: string; status: number; chunks: string[] })[] }>;
