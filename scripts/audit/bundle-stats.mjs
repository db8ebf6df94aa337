// First-load JS of a page: the scripts its server HTML loads (the chunks under /_next/static),
// measured raw and gzip from the build output. The framework baseline is the root main files
// of the build manifest: the shared chunks every route loads.
// (Next writes .next/diagnostics/route-bundle-stats.json only for Turbopack builds; webpack
// builds have no per-route entry list, so the HTML is the ground truth of what a visitor loads.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A page may load at most this much JS (gzip) beyond the framework baseline. */
export const FIRST_LOAD_OVER_BASELINE = 60_000;

export function createChunkSizer(distDir) {
  const cache = new Map();
  return (chunk) => {
    if (!cache.has(chunk)) {
      const bytes = readFileSync(path.join(distDir, chunk));
      cache.set(chunk, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return cache.get(chunk);
  };
}

/** The `static/…` chunk paths of the scripts an HTML document loads in a modern browser. */
export function scriptChunks(html) {
  const chunks = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue; // legacy polyfills: skipped by modern browsers
    const srcMatch = /\bsrc="([^"]+)"/.exec(attributes);
    if (!srcMatch) continue;
    const src = srcMatch[1].replace(/&amp;/g, '&');
    const at = src.indexOf('/_next/static/');
    if (at >= 0) chunks.add(decodeURIComponent(src.slice(at + '/_next/'.length).split('?')[0]));
  }
  return [...chunks];
}

export function sumSizes(chunks, sizeOf) {
  return chunks.reduce((sum, chunk) => {
    const size = sizeOf(chunk);
    return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
  }, { raw: 0, gzip: 0 });
}

export function frameworkBaseline(distDir, sizeOf) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const chunks = [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])].filter((f) => f.endsWith('.js'));
  // Polyfills load with nomodule only in old browsers: not part of a modern first load.
  const modern = chunks.filter((f) => !(manifest.polyfillFiles ?? []).includes(f));
  return { chunks: modern, ...sumSizes(modern, sizeOf) };
}

/** Fetches each page and measures the JS its HTML loads. */
export async function measurePages(baseUrl, pages, distDir) {
  const sizeOf = createChunkSizer(distDir);
  const baseline = frameworkBaseline(distDir, sizeOf);
  const rows = [];
  for (const page of pages) {
    const response = await fetch(new URL(page.path, baseUrl));
    const html = await response.text();
    const chunks = scriptChunks(html);
    rows.push({ name: page.name, path: page.path, status: response.status, chunks, ...sumSizes(chunks, sizeOf) });
  }
  return { baseline, rows };
}
