/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Two projects: `*.test.ts` run in Node (rules, data layer, route handlers), `*.test.tsx` in
 * jsdom (components). vanilla-extract files must reach their own transform
 * before next/jest's SWC rule, and next/jest's `.css` stub must not swallow `theme.css` imports.
 */
async function project(overrides: Config): Promise<Config> {
  const base = await createJestConfig({
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    testPathIgnorePatterns: ['/e2e/', '/.data/'],
  })();
  const nextMapper = { ...(base.moduleNameMapper as Record<string, string>) };
  delete nextMapper['^.+\\.(css|sass|scss)$'];
  delete nextMapper['^.+\\.module\\.(css|sass|scss)$'];
  return {
    ...base,
    ...overrides,
    moduleNameMapper: nextMapper,
    transform: {
      '\\.css\\.ts$': '@vanilla-extract/jest-transform',
      ...(base.transform as Config['transform']),
    },
    // PGlite's CommonJS build calls import(): Jest runs with --experimental-vm-modules (package.json).
    transformIgnorePatterns: ['/node_modules/'],
  };
}

export default async function config(): Promise<Config> {
  return {
    // A worker per core. Jest's default leaves one core to its main process, which only waits: on
    // the 2-core CI machine that was one worker, and the suite took 281 s against 199 s with two.
    maxWorkers: '100%',
    projects: [
      await project({
        displayName: 'node',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/{app,components,lib,scripts,server,styles}/**/*.test.ts'],
      }),
      await project({
        displayName: 'dom',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/{app,components,lib}/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      }),
    ],
  };
}
