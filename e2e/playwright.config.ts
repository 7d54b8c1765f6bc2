import { defineConfig, devices } from '@playwright/test';
import { chromiumLogFile } from './chromium-log';

// Started by scripts/e2e.mjs, which picks the port and a fresh data directory.
const port = process.env.E2E_PORT ?? '3999';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const summary = process.env.TEST_SUMMARY_FILE;
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/shop-e2e-data';
/** The second origin the client is also served from (e2e/other-origin.spec.ts). */
const otherOrigin = `http://127.0.0.1:${process.env.E2E_OTHER_ORIGIN_PORT ?? '3998'}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // Chromium's own log, read back when a journey fails (e2e/support.ts).
    '--enable-logging',
    `--log-file=${chromiumLogFile}`,
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(summary ? [['./summary-reporter.ts', { file: summary }] as const] : [])],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'phone',
      // The second-origin journey tests the origins, not the screen: it runs on desktop only.
      testIgnore: /other-origin\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // The log goes to a file the journeys read (the local OTP provider prints codes there).
    command: `mkdir -p "${dataDir}" && exec node --enable-source-maps server/dist/main.js > "${dataDir}/server.log" 2>&1`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The SPA and the API on separate origins: calls from the second origin are allowed, and
      // image urls are absolute on the API's origin (same-origin pages load them alike).
      CORS_ORIGINS: otherOrigin,
      PUBLIC_URL: baseURL,
    },
  },
});
