import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build (`npm start`: build if needed, then server/main.mts) on a
 * fresh demo database, with a real SMTP listener capturing the site's mail.
 * Debian's Chromium: /usr/bin/chromium, or CHROMIUM_PATH.
 */
const port = Number(process.env.E2E_PORT || 3100);
const mailSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT || 3125);
const mailHttpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT || 3126);
export const baseURL = `http://127.0.0.1:${port}`;
export const mailCatcherURL = `http://127.0.0.1:${mailHttpPort}`;

// One data directory per run (the config is evaluated in workers too: keep it stable).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
// The site's secret, as the demo server would make it on first use (lib/config.ts getAppSecret):
// made here, before any test, because tests that sign links read it, and they may run before the
// server has had a reason to make it (the tests of a file run in parallel).
try {
  writeFileSync(path.join(process.env.E2E_DATA_DIR, 'app-secret'), randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/mail-catcher.mjs',
      url: `${mailCatcherURL}/`,
      env: { MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort), MAIL_CATCHER_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health/ready`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        // Every browser test comes from 127.0.0.1: room for the suite's many visitors on one
        // address (e2e/client-address.spec.ts checks the default limits on servers of its own).
        RATE_LIMIT_FACTOR: '20',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      reuseExistingServer: false,
      timeout: 400_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
