/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE [--force]`: a copy of the configured
 * database, PGlite under DATA_DIR (stop the shop first: one data directory is never open in two
 * processes) or the PostgreSQL server at DATABASE_URL (pg_dump / pg_restore, while it runs).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '../config/env';
import { backupEmbedded, backupServer, restoreEmbedded, restoreServer, timestamp } from './backup';
import { StartupError } from './data-dir';
import { embeddedPaths } from './open';

const write = (line: string) => process.stdout.write(`${line}\n`);
// npm runs workspace scripts inside server/; paths are meant from where npm was started.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const fileArg = rest.find((arg) => !arg.startsWith('--'));
  const env = parseEnv();
  const { dir, countsFile } = embeddedPaths(env);
  if (command === 'backup') {
    const extension = env.DATABASE_URL ? 'dump' : 'tar.gz';
    const file = fromCaller(fileArg ?? `backups/vastra-${timestamp()}.${extension}`);
    if (env.DATABASE_URL) backupServer(env.DATABASE_URL, file);
    else await backupEmbedded(dir, file);
    write(`Backup written to ${file}`);
    return;
  }
  if (command === 'restore' && fileArg) {
    const file = fromCaller(fileArg);
    if (env.DATABASE_URL) {
      await restoreServer(env.DATABASE_URL, file, force);
      write(`Restored ${file} into the PostgreSQL database`);
      return;
    }
    const movedTo = await restoreEmbedded(file, dir, force);
    rmSync(countsFile, { force: true });
    write(`Restored ${file} into ${dir}`);
    if (movedTo) write(`The database it replaced is kept in ${movedTo}`);
    return;
  }
  throw new ConfigError('usage: backup [FILE] | restore FILE [--force]');
}

main().catch((error: unknown) => {
  const known = error instanceof StartupError || error instanceof ConfigError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${known ? '' : 'Failed: '}${message}\n`);
  process.exitCode = 1;
});
