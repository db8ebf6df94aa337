export const PRECOMPRESSED_EXTENSIONS: string[];
export const BROTLI_SUFFIX: string;
export function filesUnder(dir: string): string[];
export function staticSources(staticDir: string): string[];
export function precompressStatic(staticDir: string): Promise<{ before: number; after: number }>;
