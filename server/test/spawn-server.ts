import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { TEST_JWT_SECRET } from './factories';

const SERVER_ROOT = path.resolve(__dirname, '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

export interface RunningServer extends ServerProcess {
  port: number;
  url: string;
}

/** `src/main.ts` in a child process (tsx as a loader, so signals reach the shop itself), with quiet defaults and the test JWT secret. */
export function spawnMain(env: Record<string, string>): ServerProcess {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...base,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => out, stderr: () => err };
}

/** Starts the shop and waits for its "shop ready" line (port 0: the system picks a free one). */
export async function startMain(env: Record<string, string>, timeoutMs = 25_000) {
  const server = spawnMain(env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`not ready in ${timeoutMs} ms:\n${server.stdout()}\n${server.stderr()}`));
    }, timeoutMs);
    const onData = () => {
      const ready = server
        .stdout()
        .split('\n')
        .map((line) => /"port":(\d+).*shop ready/.exec(line))
        .find(Boolean);
      if (!ready) return;
      clearTimeout(timer);
      server.child.stdout!.off('data', onData);
      resolve(Number(ready[1]));
    };
    server.child.stdout!.on('data', onData);
    void server.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ready:\n${server.stderr()}`));
    });
  });
  const running: RunningServer = { ...server, port, url: `http://127.0.0.1:${port}` };
  return running;
}

/** Ends a child that is still running (tests' clean-up). */
export async function stopChild(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** A temporary DATA_DIR whose db/ holds the migrated, empty database of the test run. */
export async function preparedDataDir(): Promise<string> {
  const dumpFile = process.env.TEST_PGLITE_DUMP;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  if (!dumpFile) throw new Error('TEST_PGLITE_DUMP is not set: run the tests through jest');
  const handle = await openDatabase({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([readFileSync(dumpFile)]),
  });
  await handle.close();
  return dataDir;
}

export const removeDir = (dir: string | undefined) =>
  dir && rmSync(dir, { recursive: true, force: true });
