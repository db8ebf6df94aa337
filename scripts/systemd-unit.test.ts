import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The systemd unit docs/deploy.md gives companies: it must start what `npm run serve` starts. */
const unitFile = path.join(__dirname, '..', 'docs', 'examples', 'rentals@.service');
const unit = readFileSync(unitFile, 'utf8');
const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];

describe('docs/examples/rentals@.service', () => {
  it('runs the script npm run serve runs, on the port of its instance, and is started again when it ends', () => {
    const packageJson = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(packageJson.scripts.serve).toBe('node scripts/serve.mjs');
    expect(setting('ExecStart')).toBe('/usr/bin/node scripts/serve.mjs');
    expect(existsSync(path.join(__dirname, 'serve.mjs'))).toBe(true);
    expect(setting('Environment')).toBe('PORT=%i');
    expect(setting('Restart')).toBe('always');
    expect(setting('KillSignal')).toBe('SIGTERM');
    // Past the server's own bound on a graceful stop (10 s of requests, then the shutdown hooks).
    expect(Number(setting('TimeoutStopSec'))).toBeGreaterThanOrEqual(20);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  (analyze ? it : it.skip)('is a unit systemd accepts (systemd-analyze verify)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unit-'));
    try {
      copyFileSync(unitFile, path.join(dir, 'rentals@.service'));
      symlinkSync('rentals@.service', path.join(dir, 'rentals@3000.service'));
      const verified = spawnSync('systemd-analyze', ['verify', path.join(dir, 'rentals@3000.service')], { encoding: 'utf8' });
      expect(`${verified.stdout}${verified.stderr}`).toBe('');
      expect(verified.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
