// `npm run test:e2e`: builds what is stale, starts the built shop on a random free port with a
// fresh data directory (so the demo seed loads), and runs the Playwright journeys against it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OTHER_ORIGIN_API_URL, OTHER_ORIGIN_DIR } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The journey that serves the client from a second origin needs its own client build: made
// (when stale) only if that journey may run, i.e. no spec file is named or it is among them.
const args = process.argv.slice(2);
const specFiles = args.filter((arg) => arg.endsWith('.spec.ts'));
const otherOrigin =
  specFiles.length === 0 || specFiles.some((file) => file.includes('other-origin'));
const build = spawnSync(
  process.execPath,
  ['scripts/build-if-stale.mjs', ...(otherOrigin ? ['--other-origin'] : [])],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
let clientPort = await freePort();
while (clientPort === port) clientPort = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const env = {
  ...process.env,
  E2E_BASE_URL: `http://127.0.0.1:${port}`,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  // The second origin: its port (the API accepts calls from it), the client built for it, and
  // the API origin that client was built against, which its static server swaps for the real one.
  E2E_OTHER_ORIGIN_PORT: String(clientPort),
  E2E_OTHER_ORIGIN_DIR: path.join(root, OTHER_ORIGIN_DIR),
  E2E_OTHER_ORIGIN_API_URL: OTHER_ORIGIN_API_URL,
  VENDOR_PHONE: process.env.VENDOR_PHONE ?? '9876543210',
  VENDOR_PASSWORD: process.env.VENDOR_PASSWORD ?? 'vastra-admin-2026',
};
const runner = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const startedAt = Date.now();
runner.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  // The workers' Chromium logs (e2e/chromium-log.ts): read back by a failed journey, then no use.
  for (const name of readdirSync(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (/^shop-e2e-chromium-\d+\.log$/.test(name) && statSync(file).mtimeMs >= startedAt)
      rmSync(file, { force: true });
  }
  process.exit(code ?? 1);
});
