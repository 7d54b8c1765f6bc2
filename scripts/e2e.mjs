// `npm run test:e2e`: builds what is stale, starts the built shop on a random free port with a
// fresh data directory (so the demo seed loads), and runs the Playwright journeys against it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const env = {
  ...process.env,
  E2E_BASE_URL: `http://127.0.0.1:${port}`,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  VENDOR_PHONE: process.env.VENDOR_PHONE ?? '9876543210',
  VENDOR_PASSWORD: process.env.VENDOR_PASSWORD ?? 'vastra-admin-2026',
};
const runner = spawn(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
runner.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
