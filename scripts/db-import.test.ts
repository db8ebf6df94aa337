import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validListing, writeFixtureImages } from '../test/listing-fixture';
import { servePictures } from '../test/picture-host';

/** `npm run db:import -- FILE.json` end to end, as a child process (README.md, docs/import-format.md). */
const root = mkdtempSync(path.join(os.tmpdir(), 'data-cli-'));
const dataDir = path.join(root, 'data');
const sourceDir = path.join(root, 'source');
const children: ChildProcess[] = [];

beforeAll(() => writeFixtureImages(sourceDir));
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill();
  rmSync(root, { recursive: true, force: true });
});

function env() {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
}

function runImport(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/db-import.ts', ...args], { env: env() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function writeListing(name: string, listing: unknown): string {
  const file = path.join(sourceDir, name);
  writeFileSync(file, JSON.stringify(listing));
  return file;
}

describe('npm run db:import', () => {
  it('imports a valid file and prints a summary', async () => {
    const result = await runImport('--', writeListing('good.json', validListing()));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('2 properties, 3 floor plans, 2 units');
    expect(result.stdout).toContain('1 home page specials, 1 team members');
    expect(result.stdout).toContain('sublets: 1 added, 0 updated');
  }, 60_000);

  it('copies pictures named by a web address unless told to keep links', async () => {
    const host = await servePictures({ '/cover.jpg': readFileSync(path.join(sourceDir, 'img/cover.jpg')) });
    try {
      const web = host.url;
      const listing = validListing();
      listing.properties[0]!.coverImage = `${web}/cover.jpg`;
      listing.properties[1]!.coverImage = `${web}/gone.jpg`;
      const file = writeListing('web.json', listing);
      const copied = await runImport('--', file);
      expect(copied.code).toBe(0);
      expect(copied.stdout).toContain(' and 1 copied from the web (stored in the database)');
      expect(copied.stdout).toContain(`    - properties[1].coverImage: ${web}/gone.jpg: HTTP 404`);
      const kept = await runImport('--', file, '--keep-remote-images');
      expect(kept.code).toBe(0);
      expect(kept.stdout).toContain(' and 0 copied from the web');
      expect(kept.stdout).not.toContain('could not be copied');
    } finally {
      await host.close();
    }
  }, 60_000);

  it('refuses an invalid file, naming each bad field, and exits non-zero', async () => {
    const listing = validListing();
    (listing.properties[0]!.floorplans[0] as Record<string, unknown>).style = 'LOFT';
    listing.properties[1]!.floorplans[0]!.bedroom = 'two' as never;
    const result = await runImport(writeListing('bad.json', listing));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Nothing was imported. The listing file has 2 errors:');
    expect(result.stderr).toContain('  - properties[0].floorplans[0].style: must be one of STUDIO, APARTMENT, DELUXE_APARTMENT, TOWN_HOME, SINGLE_FAMILY, GARAGE');
    expect(result.stderr).toContain('  - properties[1].floorplans[0].bedroom: must be a number');
  }, 60_000);

  it('reports a file that is not JSON', async () => {
    const file = path.join(sourceDir, 'broken.json');
    writeFileSync(file, '{"properties": [');
    const result = await runImport(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('(file): not valid JSON');
  }, 60_000);

  it('prints its usage without a file', async () => {
    const result = await runImport();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run db:import -- FILE.json [--keep-remote-images]');
  }, 60_000);

  it('refuses while another process holds the embedded database', async () => {
    // Another process takes the real lock (what a running server does) and stays alive.
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', "require('./lib/data/lock.ts').acquireLock(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);", path.join(dataDir, 'pglite.lock')],
      { env: env() },
    );
    children.push(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
      holder.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
    const result = await runImport(writeListing('good2.json', validListing()));
    holder.kill();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Nothing was imported. The embedded database is in use by another process (pid ${holder.pid})`);
    expect(result.stderr).toContain('Stop it first, or use DATABASE_URL with a PostgreSQL server.');
  }, 60_000);
});
