// `npm run dev`, the first command a newcomer runs: it serves pages. It once answered every page
// with a 500 because the edge build of instrumentation.ts pulled in sharp and pg.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../test/pg-server';
import { root } from './support/extra-site';

test('npm run dev serves a page', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a server, no browser: one project is enough');
  test.setTimeout(300_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dev-site-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.mts'), '--dev'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the dev server's workers stop with it.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}/team`;
    let status = 0;
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        status = (await fetch(url, { signal: AbortSignal.timeout(180_000) })).status;
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    expect(status, output).toBe(200);
    expect(output).not.toContain("Can't resolve");
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
