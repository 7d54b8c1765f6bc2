import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalTeardown, { DUMP_FOLDER_PREFIX } from './global-teardown';

const NAMES = ['TEST_PGLITE_DUMP', 'DATABASE_URL', 'TEST_PG_TEMPLATE'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

it('when the run ends, then the migrated dump and its folder are gone from the temporary directory', async () => {
  // As global-setup.ts makes it: a folder of its own holding the dump, named in the environment.
  const folder = mkdtempSync(path.join(os.tmpdir(), DUMP_FOLDER_PREFIX));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, 'dump');
  process.env.TEST_PGLITE_DUMP = file;
  // This run's template database (the PostgreSQL pass) is not this test's to drop.
  delete process.env.DATABASE_URL;
  delete process.env.TEST_PG_TEMPLATE;
  await globalTeardown();
  expect(existsSync(folder)).toBe(false);
});

it('when the dump was named from outside, then its folder is left as it was', async () => {
  // TEST_PGLITE_DUMP exported by hand, naming a file in a folder the setup did not make.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'not-the-setups-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, 'dump');
  process.env.TEST_PGLITE_DUMP = file;
  delete process.env.DATABASE_URL;
  delete process.env.TEST_PG_TEMPLATE;
  try {
    await globalTeardown();
    expect(existsSync(file)).toBe(true);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
