import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { holdStatic, KEEP_DAYS, restoreStatic } from './keep-static.mjs';

const DAY = 86_400_000;
let root: string;
let nextDir: string;
let heldDir: string;

function put(dir: string, files: readonly string[]) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
}
const staticFile = (file: string) => path.join(nextDir, 'static', file);
const ledger = () => JSON.parse(readFileSync(path.join(nextDir, 'kept-static.json'), 'utf8')) as Record<string, string>;

/** One build as build-state.mjs runs it: hold, Next empties .next and writes `files`, restore. */
function build(files: readonly string[], now: Date) {
  holdStatic(nextDir, heldDir);
  rmSync(nextDir, { recursive: true, force: true });
  put(path.join(nextDir, 'static'), files);
  return restoreStatic(nextDir, heldDir, now);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'keep-static-'));
  nextDir = path.join(root, '.next');
  heldDir = path.join(root, '.next-held-static');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the files of earlier builds', () => {
  const first = new Date('2026-11-01T12:00:00Z');

  test('the first build keeps nothing and records its files', () => {
    expect(build(['chunks/a-1.js', 'chunks/a-1.js.br', 'BUILD1/_buildManifest.js'], first)).toEqual({ kept: 0, dropped: 0 });
    expect(ledger()).toEqual({
      'chunks/a-1.js': first.toISOString(),
      'chunks/a-1.js.br': first.toISOString(),
      'BUILD1/_buildManifest.js': first.toISOString(),
    });
    expect(existsSync(heldDir)).toBe(false);
  });

  test("a new build keeps the last build's files it does not have, and its own", () => {
    build(['chunks/a-1.js', 'chunks/a-1.js.br', 'chunks/shared-1.js', 'BUILD1/_buildManifest.js'], first);
    const second = new Date(first.getTime() + DAY);
    expect(build(['chunks/a-2.js', 'chunks/shared-1.js', 'BUILD2/_buildManifest.js'], second)).toEqual({ kept: 3, dropped: 0 });
    for (const file of ['chunks/a-1.js', 'chunks/a-1.js.br', 'BUILD1/_buildManifest.js', 'chunks/a-2.js', 'chunks/shared-1.js']) {
      expect(existsSync(staticFile(file))).toBe(true);
    }
    expect(ledger()['chunks/a-1.js']).toBe(first.toISOString());
    expect(ledger()['chunks/shared-1.js']).toBe(second.toISOString());
  });

  test(`a file no build has had for ${KEEP_DAYS} days is dropped; one a build had since is kept`, () => {
    build(['chunks/old.js', 'chunks/back.js'], first);
    build(['chunks/back.js'], new Date(first.getTime() + 5 * DAY));
    const late = new Date(first.getTime() + (KEEP_DAYS + 1) * DAY);
    expect(build(['chunks/new.js'], late)).toEqual({ kept: 1, dropped: 1 });
    expect(existsSync(staticFile('chunks/old.js'))).toBe(false);
    expect(existsSync(staticFile('chunks/back.js'))).toBe(true);
  });

  test('a build that failed after holding leaves the held files for the next build', () => {
    build(['chunks/served.js'], first);
    holdStatic(nextDir, heldDir);
    rmSync(nextDir, { recursive: true, force: true });
    put(path.join(nextDir, 'static'), ['chunks/never-served.js']);
    // The build failed here; the next one runs.
    const next = new Date(first.getTime() + DAY);
    build(['chunks/fixed.js'], next);
    expect(existsSync(staticFile('chunks/served.js'))).toBe(true);
    expect(existsSync(staticFile('chunks/never-served.js'))).toBe(false);
    expect(existsSync(staticFile('chunks/fixed.js'))).toBe(true);
  });

  test('files from before the ledger count from this build', () => {
    put(path.join(nextDir, 'static'), ['chunks/unknown.js']);
    const now = new Date('2026-12-01T00:00:00Z');
    expect(build(['chunks/new.js'], now)).toEqual({ kept: 1, dropped: 0 });
    expect(ledger()['chunks/unknown.js']).toBe(now.toISOString());
  });
});
