// ESLint: Next's recommended rules with the Core Web Vitals ones as errors (they include React's
// and the rules of hooks), typescript-eslint's recommended rules, over all our own source.
// `npm run lint` runs it; `npm test` runs it after the type check. docs/testing.md says more.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (a rest sibling, an unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Links to the site's pages go through SiteLink (components/ui/SiteLink.tsx): next/link's
    // viewport prefetch costs a phone's main thread right after load. Pictures go through
    // imageProps (components/media/imageProps.ts): importing a value from next/image puts its
    // client component in every page's first load (docs/performance.md). Its types are fine.
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use SiteLink from @/components/ui/SiteLink (no viewport prefetch).' },
            { name: 'next/image', allowTypeImports: true, message: 'Use SiteImage, or imageProps from @/components/media/imageProps (no client component in the first load).' },
          ],
        },
      ],
    },
  },
  {
    // The Next cache handler is loaded by Next with require(): CommonJS by necessity.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', '.next-build.lock/**', '.next-held-static/**', '.data/**', 'node_modules/**', 'public/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'coverage/**', 'next-env.d.ts']),
]);
