import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './client';
import { claimDataDir, StartupError } from './data-dir';

/** Writes a gzipped copy of the embedded database under `dir` to `file` (server stopped). */
export async function backupEmbedded(dir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new StartupError(`there is no embedded database under ${dir} to back up`);
  }
  const release = claimDataDir(dir);
  try {
    const handle = await openDatabase({ dataDir: dir });
    try {
      const dump = await handle.dumpDataDir!();
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a backup into `dir`. A folder that already holds a database is only replaced with
 * `force`, and even then kept beside it (`db.before-restore-<time>`) rather than deleted.
 * Answers the folder the old database was moved to, if any.
 */
export async function restoreEmbedded(
  file: string,
  dir: string,
  force: boolean,
): Promise<string | undefined> {
  const blob = new Blob([readFileSync(file)]);
  const release = claimDataDir(dir);
  try {
    return await replaceWith(blob, dir, force);
  } finally {
    release();
  }
}

async function replaceWith(blob: Blob, dir: string, force: boolean): Promise<string | undefined> {
  let movedTo: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) {
      throw new StartupError(
        `${dir} is not empty: stop the shop and run the restore again with --force to replace it (the current folder is kept beside it)`,
      );
    }
    movedTo = `${dir}.before-restore-${timestamp()}`;
    renameSync(dir, movedTo);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    const handle = await openDatabase({ dataDir: dir, loadDataDir: blob });
    await handle.close();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    if (movedTo) renameSync(movedTo, dir);
    throw err;
  }
  return movedTo;
}

/** pg_dump of the server database in its custom format. */
export function backupServer(url: string, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]);
}

/** pg_restore into the server database; a database with tables only with `force`. */
export async function restoreServer(url: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    tables = result.rows[0]!.n;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new StartupError(
      `the database at ${new URL(url).pathname.slice(1)} already has tables: run the restore again with --force to replace them`,
    );
  }
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file]);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  if (result.error) throw new StartupError(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new StartupError(`${command} failed: ${result.stderr.toString().trim()}`);
  }
}

export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
}
