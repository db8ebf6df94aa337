// The server's cache handler (next.config.mjs `cacheHandler`).
// - Pages and cached data: in this process's memory (Next's own FileSystemCache with
//   isrFlushToDisk off; a server restarted on another database must not serve what it cached from
//   the previous one), or, when REDIS_URL is set, in Redis (server/redis-page-cache.cjs) so that
//   every instance of the site shares them and a revalidateTag on one (an approval, a deletion, an
//   import) is seen by all at once.
// - Optimized images: on local disk either way. Next 16 turns its image disk cache off with
//   isrFlushToDisk, so every image request re-encoded AVIF (docs/performance.md). Their
//   cache key hashes the source URL (an asset's content hash), width, quality and format, so they
//   are safe to keep across restarts and databases, and each instance can keep its own.
// FileSystemCache is Next's private module: package.json pins next to a minor version, and the
// two-instance test and every page test go through this file.
const { mkdir, readFile, rename, writeFile } = require('node:fs/promises');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { createRedisPageCache } = require('./server/redis-page-cache.cjs');

const IMAGE = 'IMAGE';
const KEY = /^[A-Za-z0-9_-]+$/;

class ImageDiskCache {
  constructor(dir) {
    this.dir = dir;
  }

  files(key) {
    return { meta: path.join(this.dir, `${key}.json`), body: path.join(this.dir, `${key}.bin`) };
  }

  async get(key) {
    if (!KEY.test(key)) return null;
    const files = this.files(key);
    try {
      const meta = JSON.parse(await readFile(files.meta, 'utf8'));
      const buffer = await readFile(files.body);
      const { lastModified, ...value } = meta;
      return { lastModified, value: { ...value, kind: IMAGE, buffer } };
    } catch {
      return null; // a miss: not cached, or half-written by a crash
    }
  }

  async set(key, data) {
    if (!KEY.test(key) || !data || data.kind !== IMAGE) return;
    const files = this.files(key);
    const { buffer, kind: _kind, ...value } = data;
    await mkdir(this.dir, { recursive: true });
    // Body first, then meta, each renamed into place: a reader never sees meta without its body.
    const tmp = `.${process.pid}.${Date.now()}.tmp`;
    await writeFile(files.body + tmp, buffer);
    await rename(files.body + tmp, files.body);
    await writeFile(files.meta + tmp, JSON.stringify({ ...value, lastModified: Date.now() }));
    await rename(files.meta + tmp, files.meta);
  }
}

class SiteCacheHandler {
  constructor(ctx) {
    this.pages = process.env.REDIS_URL ? createRedisPageCache(ctx) : new FileSystemCache(ctx);
    // The proxy builds a cache too, without a dist directory: it never sees an image.
    // OPTIMIZED_IMAGES_DIR (set by server/main.mts) is where deletion looks for the copies of a
    // deleted asset (lib/storage/optimized-images.ts): both must name the same directory.
    const dir = process.env.OPTIMIZED_IMAGES_DIR?.trim() || (ctx.serverDistDir && path.join(ctx.serverDistDir, '..', 'cache', 'optimized-images'));
    this.images = ctx.serverDistDir && dir ? new ImageDiskCache(path.resolve(dir)) : null;
    // For expiry outside a request (lib/cache-expiry.ts): Next makes a handler per request, but
    // what they hold (Next's memory cache and tags, or Redis) is the process's, so any one will do.
    globalThis[Symbol.for('site.cacheHandler')] = this;
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return this.images ? this.images.get(key) : null;
    try {
      return await this.pages.get(key, ctx);
    } catch {
      return null; // Redis unreachable: a miss, the page or data is made fresh
    }
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE || data?.kind === IMAGE) {
      try {
        await this.images?.set(key, data);
      } catch {
        /* a full disk costs a re-encode, not a failed response */
      }
      return;
    }
    try {
      await this.pages.set(key, data, ctx);
    } catch {
      /* Redis unreachable: the response is served, just not shared */
    }
  }

  async revalidateTag(...args) {
    return this.pages.revalidateTag(...args);
  }

  resetRequestCache() {
    this.pages.resetRequestCache?.();
  }
}

module.exports = SiteCacheHandler;
