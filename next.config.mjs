import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { companySettings } from './lib/company-settings.mjs';
import { CompileHintsPlugin } from './scripts/build/compile-hints-plugin.mjs';
import { LayoutsLastPlugin } from './scripts/build/layouts-last-plugin.mjs';

const withVanillaExtract = createVanillaExtractPlugin();

/** The client entries every page loads: the root layout and the error pages. */
const ROOT_ENTRIES = /^app\/(layout|error|global-error)$/;

// The company the pages present is built into them (lib/company.ts): a bad COMPANY_FILE stops the build.
const companyOfBuild = companySettings(process.env, (file) => readFileSync(file, 'utf8'));
if (!companyOfBuild.company) throw new Error(`The company settings are invalid:\n  - ${companyOfBuild.problems.join('\n  - ')}`);

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: {
    COMPANY_JSON: JSON.stringify(companyOfBuild.company),
    // Versions the icon sprite URL (/icons.svg?v=…), which is cached as immutable.
    ICON_SPRITE_VERSION: createHash('sha256').update(readFileSync(new URL('./components/ui/iconPaths.tsx', import.meta.url))).digest('hex').slice(0, 12),
  },
  // PGlite must not be bundled (it resolves its WASM files through import.meta.url).
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', 'nodemailer'],
  poweredByHeader: false,
  webpack(config, { isServer, dev }) {
    if (!isServer && config.optimization?.splitChunks) {
      // One stylesheet for the whole site (vanilla-extract makes a small file per module and the
      // default chunking left 7+ render-blocking requests per page). It is small, cached once and
      // shared by every page.
      config.optimization.splitChunks.cacheGroups = {
        ...config.optimization.splitChunks.cacheGroups,
        siteStyles: { name: 'site-styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 100 },
        // What the root layout and the error pages share with any other chunk, in one file. Each is
        // its own entry and every page loads all three, so without this the small modules they
        // share (Button, Icon, Modal, next/link, the recipes runtime…) stayed under webpack's 20 kB
        // minimum for a shared chunk and were copied into each entry and page chunk: 15–33 kB of
        // each landing page's first-load script were extra copies (docs/performance.md, "No module
        // shipped twice").
        siteShared: {
          name: 'site-shared',
          chunks: 'all',
          minChunks: 2,
          minSize: 0,
          enforce: true,
          priority: 20,
          test: (module, { chunkGraph }) =>
            !module.type?.startsWith('css') &&
            [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => ROOT_ENTRIES.test(chunk.name ?? '')),
        },
      };
    }
    // Each page loads only its own and its layouts' scripts (see the plugin).
    if (!isServer) config.plugins.push(new LayoutsLastPlugin());
    // The scripts every page starts with are compiled while they download (see the plugin).
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin());
    return config;
  },
  experimental: {
    // Not inlined: Next puts inlined CSS in the HTML twice (the <style> and the RSC payload), which
    // costs more main-thread time than the one site-wide stylesheet above (docs/performance.md).
    inlineCss: false,
    // Cached data and runtime-rendered pages stay in this process's memory (bounded LRU) and are
    // never written to .next: a server restarted on another database (DATA_DIR, DATABASE_URL)
    // must not serve pages or data cached from the previous one. Optimized images keep a disk
    // cache through cache-handler.cjs (Next turns its own off with this flag).
    isrFlushToDisk: false,
  },
  cacheHandler: fileURLToPath(new URL('./cache-handler.cjs', import.meta.url)),
  // The site's server compresses instead, with Brotli where the client takes it (server/compression.ts).
  compress: false,
  reactStrictMode: true,
  images: {
    customCacheHandler: true,
    formats: ['image/avif', 'image/webp'],
    // Images of the asset store are served by our own route handler.
    // No query string: every other search on the same image would be optimized and stored anew.
    localPatterns: [
      { pathname: '/assets/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    // Each width is one more URL in every responsive picture's srcset, in a page's HTML and again
    // in React's payload. No phone has a 1× screen, so the smallest full-width request is 640 px;
    // a 390 px width also made srcsets of pictures half a screen wide start at 256 px
    // (docs/performance-log.md "Lighter cards").
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 86400,
  },
};

export default withVanillaExtract(nextConfig);
