// Builds the client and the server bundle when their sources are newer than the output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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

function run(workspace) {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  stale('client/dist/index.html', [
    'client/src',
    'client/index.html',
    'client/public',
    'client/vite.config.ts',
    'server/src/contracts',
  ])
) {
  run('client');
}
if (stale('server/dist/main.js', ['server/src', 'server/build.mjs'])) run('server');
