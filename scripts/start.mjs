// `npm start`: builds whatever is missing or stale, then runs the server (API + storefront).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The server itself, in the environment it starts in (scripts/serve.mjs).
await import('./serve.mjs');
