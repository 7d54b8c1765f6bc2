// Runs the built server (API + storefront) in the environment it needs from its start
// (server/src/config/process-env.ts): `npm start` after its build, and `npm start` in the
// server's workspace as it is. The caller's own values win; the working folder is the caller's,
// so relative paths in the environment mean what they meant to it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const processEnv = JSON.parse(readFileSync(path.join(root, 'server/process-env.json'), 'utf8'));
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'server/dist/main.js')],
  { env: { ...processEnv, ...process.env }, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
