// Starts a production server for the audit and benchmarks: `node scripts/start.mjs` (builds
// when stale) on 127.0.0.1 with a fresh demo database, and waits until it answers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function waitForUrl(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server stopped before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Spawns a command in its own process group; stop() ends the whole group. */
export function spawnGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  return {
    child,
    alive: () => !exited,
    async stop() {
      if (exited) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([new Promise((resolve) => child.on('exit', resolve)), new Promise((resolve) => setTimeout(resolve, 8000))]);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    },
  };
}

/** The site's production server on a fresh demo database. */
export async function startSite({ port, log = 'inherit', env = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-data-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawnGroup(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  });
  await waitForUrl(`${url}/api/health/ready`, 15 * 60_000, server.alive);
  return {
    url,
    distDir: path.join(root, '.next'),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
