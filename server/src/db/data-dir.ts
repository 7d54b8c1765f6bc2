import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** A start-up refusal whose message is the one line to print. */
export class StartupError extends Error {}

/** The line printed when the embedded database cannot be trusted. */
export function damagedDatabase(dir: string, what: string): StartupError {
  return new StartupError(
    `the embedded database under ${dir} is damaged: ${what}; restore a backup (npm run restore) or move the folder away`,
  );
}

/**
 * PGlite runs initdb over any folder without PG_VERSION, and the demo catalogue is then loaded
 * into the new, empty database: every order would be gone without a word. A folder with files
 * but no PG_VERSION is refused instead; only a missing or empty folder gets a new database.
 */
export function refuseIncompleteDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw damagedDatabase(dir, 'PG_VERSION is missing, so it is not a whole database');
  }
}

/**
 * The data directory holds the database, the JWT secret and uploads: it belongs to the shop's
 * user alone (folders 0700, files 0600), even when an older version created it more openly.
 */
export function restrictToOwner(root: string): void {
  if (!existsSync(root)) return;
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = lstatSync(current);
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      chmodSync(current, 0o700);
      for (const entry of readdirSync(current)) pending.push(path.join(current, entry));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(current, 0o600);
    }
  }
}

/**
 * PGlite takes no lock on its folder, and two processes writing one data directory corrupt it
 * (the shop and a seed, backup or restore run). `DATA_DIR/db.lock` holds the pid of the process
 * that has it open; answers the release.
 */
export function claimDataDir(dir: string): () => void {
  const lock = `${dir}.lock`;
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new StartupError(
        `the embedded database under ${dir} is in use by process ${pid}: stop it first (or delete ${lock} if that process is not the shop)`,
      );
    }
  }
  mkdirSync(path.dirname(lock), { recursive: true });
  writeFileSync(lock, String(process.pid), { mode: 0o600 });
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
