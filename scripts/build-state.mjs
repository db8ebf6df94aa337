// The production build and the server, for `npm run build`, `npm run serve` and `npm start`.
// A build records the fingerprint of its sources (scripts/source-fingerprint.mjs) in
// .next/source-fingerprint; a build is current when the sources still have that fingerprint.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { holdStatic, KEEP_DAYS, restoreStatic } from './build/keep-static.mjs';
import { precompressStatic } from './build/precompress.mjs';
import { sourceFingerprint } from './source-fingerprint.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const stamp = path.join(root, '.next', 'source-fingerprint');
const lockDir = path.join(root, '.next-build.lock');
const nextDir = path.join(root, '.next');
/** The previous builds' files while Next builds (scripts/build/keep-static.mjs). */
const heldStaticDir = path.join(root, '.next-held-static');

/** 'current', 'missing' (never built) or 'stale' (sources changed since the build). */
export function buildState() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(stamp)) return 'missing';
  return readFileSync(stamp, 'utf8') === sourceFingerprint(root) ? 'current' : 'stale';
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the build lock, waiting while another live process holds it. Returns its release. */
async function takeBuildLock() {
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(existsSync(path.join(lockDir, 'pid')) ? readFileSync(path.join(lockDir, 'pid'), 'utf8') : NaN);
      if (Number.isInteger(holder) && !isAlive(holder)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/**
 * Builds (next build --webpack), compresses its scripts and stylesheets with Brotli
 * (scripts/build/precompress.mjs), keeps the files of the builds before it that pages opened
 * before the deploy may still ask for (scripts/build/keep-static.mjs) and records the
 * fingerprint. One build at a time: a second caller waits for the first and then builds only if
 * the sources are still not built. Returns the exit code.
 */
export async function build({ onlyIfNeeded = false } = {}) {
  const release = await takeBuildLock();
  try {
    if (onlyIfNeeded && buildState() === 'current') return 0;
    const fingerprint = sourceFingerprint(root);
    holdStatic(nextDir, heldStaticDir);
    const result = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
    const started = Date.now();
    const { before, after } = await precompressStatic(path.join(nextDir, 'static'));
    console.log(`Scripts and stylesheets compressed with Brotli: ${before} → ${after} bytes in ${Date.now() - started} ms`);
    const { kept, dropped } = restoreStatic(nextDir, heldStaticDir);
    console.log(`Files of earlier builds kept for pages opened before this deploy: ${kept} (${dropped} past ${KEEP_DAYS} days dropped)`);
    writeFileSync(stamp, fingerprint);
    return 0;
  } finally {
    release();
  }
}

/** Runs the site's server (server/main.mts) in this terminal, passing signals on; exits with it. */
export function serve() {
  // Data cached by older builds on disk must not outlive them (next.config.mjs: isrFlushToDisk).
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.mts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
