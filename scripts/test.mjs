// `npm test`: the whole suite — type check, lint (ESLint), unit + integration (Jest, including the
// PostgreSQL-server tests), then the browser tests (Playwright on Debian's Chromium).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`npm test needs Chromium for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH); not found at ${chromium}`);
  process.exit(1);
}

const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const steps = [
  ['type check', [bin('typescript', 'bin/tsc'), '--noEmit']],
  ['lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0']],
  ['unit and integration tests', ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', bin('jest', 'bin/jest.js'), ...(process.env.CI ? ['--ci'] : [])]],
  // The load test saturates the machine for about a minute: alone, after the others. It writes
  // to its own folder, because Playwright empties its output folder first: the screenshots and
  // traces of a failed browser test stay in test-results/.
  ['browser tests', [bin('@playwright/test', 'cli.js'), 'test', '--grep-invert', '@load']],
  ['load test', [bin('@playwright/test', 'cli.js'), 'test', '--grep', '@load', '--output', 'test-results/load']],
];

const failed = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failed.push(name);
  }
}
if (failed.length) {
  console.error(`\nnpm test: failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nnpm test: all passed');
