import path from 'node:path';

// No 'server-only' here: the browser tests' runner reads the seeded listing file through
// demoSourceDir (e2e/support/demo-specials.ts), and it cannot load that guard.

/** Bump when a generator's drawing changes: the cached images of older versions are not reused. */
export const DEMO_IMAGES_VERSION = 1;

/** Where the generated demo source lives; keyed by the image generator version. */
export function demoSourceDir(dataDir: string): string {
  return path.join(dataDir, 'seed-source', `v${DEMO_IMAGES_VERSION}`);
}
