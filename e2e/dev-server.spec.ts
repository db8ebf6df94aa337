// `npm run dev`, the first command a newcomer runs: it serves pages, and they start in a browser.
// It once answered every page with a 500 because the edge build of instrumentation.ts pulled in
// sharp and pg; later its pages never started, their scripts refused by the site's
// Content-Security-Policy (development builds run code from strings: lib/security/headers.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../test/pg-server';
import { root } from './support/extra-site';
import { waitForHydration } from './support/hydration';

test('npm run dev serves a page, and it starts', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one project is enough');
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
    // Started, or the first error that stopped it (a refused script is one).
    const failed = page.waitForEvent('pageerror').then((error) => error.message, () => 'no error, and not started');
    await page.goto(url);
    expect(await Promise.race([waitForHydration(page, 'main').then(() => 'started'), failed])).toBe('started');
  } finally {
    // Its open connections (the development server's live-reload socket) would hold the stop.
    await page.close();
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
