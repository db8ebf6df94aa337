// A second production server of the site, for tests that need other settings than the shared
// one (playwright.config.ts): its own port and data directory, the same build.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/pg-server';

export const root = path.resolve(__dirname, '..', '..');

export interface ExtraSite {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far (for a failing test's message). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; removes the data directory unless it was given. */
  stop(): Promise<void>;
}

export interface ExtraSiteOptions {
  /** 'server': server/main.mts directly; 'serve': `npm run serve` (refuses a stale build). */
  entry?: 'server' | 'serve';
  /** A data directory to reuse (kept on stop); default a fresh temporary one (removed). */
  dataDir?: string;
  port?: number;
  /** Wait until /api/health/ready answers (default); false returns at once. */
  waitForReady?: boolean;
  timeoutMs?: number;
}

async function waitForReady(site: ExtraSite, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site.child.exitCode !== null) throw new Error(`the site exited (${site.child.exitCode}) before it was ready:\n${site.output()}`);
    try {
      if ((await fetch(`${site.url}/api/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site was not ready within ${timeoutMs} ms:\n${site.output()}`);
}

/** Starts the site on a free port with `env` over a quiet, empty-database default. */
export async function startExtraSite(env: Record<string, string> = {}, options: ExtraSiteOptions = {}): Promise<ExtraSite> {
  const { entry = 'server', waitForReady: wait = true, timeoutMs = 120_000 } = options;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'extra-site-'));
  const args = entry === 'serve' ? [path.join(root, 'scripts', 'serve.mjs')] : ['--import', 'tsx', path.join(root, 'server', 'main.mts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const site: ExtraSite = {
    url,
    port,
    child,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (wait) {
    try {
      await waitForReady(site, timeoutMs);
    } catch (error) {
      await site.stop();
      throw error;
    }
  }
  return site;
}

/**
 * A site of its own on a listing file imported as staff import theirs (`npm run db:import`,
 * docs/import-format.md): `contents` is the file's bytes or JSON text, `pictures` the files it
 * names by a relative path (name: bytes, written beside it). Its stop() also removes the file and
 * the data.
 */
export async function startSiteWithListing(prefix: string, contents: string | Buffer, pictures: Record<string, Buffer> = {}): Promise<ExtraSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    const file = path.join(dir, 'listing.json');
    writeFileSync(file, contents);
    for (const [name, bytes] of Object.entries(pictures)) writeFileSync(path.join(dir, name), bytes);
    const dataDir = path.join(dir, 'data');
    const { DATABASE_URL: _server, ...env } = process.env;
    const imported = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/db-import.ts', file], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    if (imported.status !== 0) throw new Error(`the import failed (${imported.status}):\n${imported.stdout}${imported.stderr}`);
    const site = await startExtraSite({}, { dataDir });
    return {
      ...site,
      async stop() {
        await site.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
