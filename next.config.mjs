import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';

const withVanillaExtract = createVanillaExtractPlugin();

/** @type {import('next').NextConfig} */
const nextConfig = {
  env: {
    // Versions the icon sprite URL (/icons.svg?v=…), which is cached as immutable.
    ICON_SPRITE_VERSION: createHash('sha256').update(readFileSync(new URL('./components/ui/iconPaths.tsx', import.meta.url))).digest('hex').slice(0, 12),
  },
  // PGlite must not be bundled (it resolves its WASM files through import.meta.url).
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', 'nodemailer'],
  poweredByHeader: false,
  experimental: {
    // Our CSS is small and atomic (vanilla-extract): inlining it removes the render-blocking
    // stylesheet requests that dominate LCP on a throttled phone (measured in npm run audit:site).
    inlineCss: true,
    // Cached data and runtime-rendered pages stay in this process's memory (bounded LRU) and are
    // never written to .next: a server restarted on another database (DATA_DIR, DATABASE_URL)
    // must not serve pages or data cached from the previous one. Optimized images keep their
    // disk cache (their URLs are content hashes of the asset store).
    isrFlushToDisk: false,
  },
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Images of the asset store are served by our own route handler.
    localPatterns: [{ pathname: '/assets/**' }, { pathname: '/images/**' }],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 86400,
  },
};

export default withVanillaExtract(nextConfig);
