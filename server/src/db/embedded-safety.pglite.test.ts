import fs, {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../config/env';
import { preparedDataDir, removeDir } from '../../test/spawn-server';
import { createShop } from '../../test/commerce-factory';
import { createCustomer, createOrder } from '../../test/factories';
import { backupEmbedded, restoreEmbedded } from './backup';
import {
  DEFAULT_EMBEDDED_SHARED_BUFFERS_MB,
  openDatabase,
  rowsOf,
  type DatabaseHandle,
} from './client';
import { restrictToOwner } from './data-dir';
import { openConfiguredDatabase } from './open';
import { orders } from './schema/commerce';

const open = (dataDir: string) => openConfiguredDatabase(parseEnv({ DATA_DIR: dataDir }));
const dirs: string[] = [];
const sharedBuffers = async (handle: DatabaseHandle) =>
  rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`))[0]!
    .shared_buffers;
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-safety-'));
  dirs.push(dir);
  return dir;
};

// One data directory with 3 orders and 3,000 search terms (several pages), stopped cleanly;
// each test works on its own copy.
let source: string;
let termsFile: string;
beforeAll(async () => {
  source = await preparedDataDir();
  dirs.push(source);
  const handle = await open(source);
  const shop = await createShop(handle.db);
  const shopper = await createCustomer(handle.db);
  for (let i = 0; i < 3; i += 1) await createOrder(handle.db, shopper.id, [shop.belt.id]);
  await handle.db.execute(
    sql`insert into search_terms (term) select 'term-' || g from generate_series(1, 3000) g`,
  );
  const file = await handle.db.execute(sql`select pg_relation_filepath('search_terms') as path`);
  termsFile = rowsOf<{ path: string }>(file)[0]!.path;
  await handle.close();
}, 60_000);
afterAll(() => dirs.forEach(removeDir));

const copyOfSource = () => {
  const dir = scratch();
  cpSync(source, dir, { recursive: true });
  return dir;
};

describe('the embedded database never loses data silently', () => {
  it('when PG_VERSION is missing from a data directory with files, then start-up refuses and creates nothing over it', async () => {
    const dataDir = copyOfSource();
    rmSync(path.join(dataDir, 'db', 'PG_VERSION'));
    const before = readdirSync(path.join(dataDir, 'db')).sort();

    await expect(open(dataDir)).rejects.toThrow(
      `the embedded database under ${path.join(dataDir, 'db')} is damaged: PG_VERSION is missing`,
    );
    expect(readdirSync(path.join(dataDir, 'db')).sort()).toEqual(before);
  });

  it('when a table file was cut short after a clean stop, then start-up refuses and names the table', async () => {
    const dataDir = copyOfSource();
    truncateSync(path.join(dataDir, 'db', termsFile), 8192);

    await expect(open(dataDir)).rejects.toThrow(/is damaged: table search_terms /);
  });

  it('when a table file was cut short and the last stop was not clean, then reading it through its key finds the loss', async () => {
    const dataDir = copyOfSource();
    rmSync(path.join(dataDir, 'db-row-counts.json'));
    truncateSync(path.join(dataDir, 'db', termsFile), 8192);

    await expect(open(dataDir)).rejects.toThrow(
      /is damaged: table search_terms cannot be read \(could not read block/,
    );
  });

  it('when the data directory is open, then a second process-like open is refused', async () => {
    const dataDir = copyOfSource();
    writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));

    await expect(open(dataDir)).rejects.toThrow(/is in use by process \d+: stop it first/);
  });

  it('when a row is committed, then PostgreSQL runs with fsync on and the write reaches the disk', async () => {
    const dataDir = copyOfSource();
    const handle = await open(dataDir);
    try {
      const setting = await handle.db.execute(sql`show fsync`);
      expect(rowsOf<{ fsync: string }>(setting)[0]!.fsync).toBe('on');
      const fsyncs = jest.spyOn(fs, 'fsyncSync');
      await handle.db.execute(sql`insert into search_terms (term) values ('durable')`);
      expect(fsyncs).toHaveBeenCalled();
      fsyncs.mockRestore();
    } finally {
      await handle.close();
    }
  });

  it('when the embedded database opens, with or without a data directory, then its buffer pool is the small one', async () => {
    for (const handle of [await open(copyOfSource()), await openDatabase({})]) {
      try {
        expect(await sharedBuffers(handle)).toBe(`${DEFAULT_EMBEDDED_SHARED_BUFFERS_MB}MB`);
      } finally {
        await handle.close();
      }
    }
  });

  it('when EMBEDDED_SHARED_BUFFERS_MB is set, then the buffer pool has that size', async () => {
    const env = parseEnv({ DATA_DIR: copyOfSource(), EMBEDDED_SHARED_BUFFERS_MB: '24' });
    const handle = await openConfiguredDatabase(env);
    try {
      expect(await sharedBuffers(handle)).toBe('24MB');
    } finally {
      await handle.close();
    }
  });

  it('when a backup is restored into an empty folder, then every order is back; a non-empty one needs --force', async () => {
    const backup = path.join(scratch(), 'shop.tar.gz');
    await backupEmbedded(path.join(source, 'db'), backup);
    const target = scratch();

    await restoreEmbedded(backup, path.join(target, 'db'), false);
    const handle = await open(target);
    try {
      expect(await handle.db.$count(orders)).toBe(3);
    } finally {
      await handle.close();
    }
    await expect(restoreEmbedded(backup, path.join(target, 'db'), false)).rejects.toThrow(
      /is not empty: .* --force/,
    );
    const movedTo = await restoreEmbedded(backup, path.join(target, 'db'), true);
    expect(movedTo && existsSync(path.join(movedTo, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});

describe('data directory permissions', () => {
  it('when a data directory was created readable by others, then start-up makes it the owner’s alone', () => {
    const dataDir = scratch();
    mkdirSync(path.join(dataDir, 'uploads', 'a'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'a', 'photo.jpg'), 'x');
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret');
    chmodSync(path.join(dataDir, 'uploads', 'a', 'photo.jpg'), 0o644);
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o666);
    chmodSync(path.join(dataDir, 'uploads'), 0o755);

    restrictToOwner(dataDir);

    const modeOf = (file: string) => statSync(path.join(dataDir, file)).mode & 0o777;
    expect(modeOf('.')).toBe(0o700);
    expect(modeOf('uploads')).toBe(0o700);
    expect(modeOf('uploads/a')).toBe(0o700);
    expect(modeOf('uploads/a/photo.jpg')).toBe(0o600);
    expect(modeOf('jwt-secret')).toBe(0o600);
  });
});
