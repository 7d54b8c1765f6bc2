// Builds the client and the server bundle when their sources are newer than the output.
// `--other-origin` also builds the client against another API origin (OTHER_ORIGIN_API_URL, a
// placeholder the browser journey's static server swaps for the running API's origin) into
// OTHER_ORIGIN_DIR, for the journey that serves the shop from a second origin.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const OTHER_ORIGIN_DIR = 'node_modules/.cache/shop-e2e/other-origin-client';
export const OTHER_ORIGIN_API_URL = 'http://shop-api.e2e.invalid';

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stale(output, sources) {
  const target = path.join(root, output);
  if (!existsSync(target)) return true;
  const built = statSync(target).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(workspace, args = [], env = process.env) {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace, '--', ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const clientSources = [
  'client/src',
  'client/index.html',
  'client/public',
  'client/vite.config.ts',
  'server/src/contracts',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  if (stale('client/dist/index.html', clientSources)) run('client');
  if (stale('server/dist/main.js', ['server/src', 'server/build.mjs'])) run('server');
  if (
    process.argv.includes('--other-origin') &&
    stale(`${OTHER_ORIGIN_DIR}/index.html`, clientSources)
  ) {
    run('client', ['--outDir', path.join(root, OTHER_ORIGIN_DIR), '--emptyOutDir'], {
      ...process.env,
      VITE_API_URL: OTHER_ORIGIN_API_URL,
    });
  }
}
