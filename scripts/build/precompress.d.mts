export function precompressStatic(staticDir: string): Promise<{ before: number; after: number }>;
