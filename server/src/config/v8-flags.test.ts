import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const SERVER_ROOT = path.resolve(__dirname, '../..');

/**
 * Runs the shop with a configuration it refuses (so it stops once every package has loaded)
 * and answers its young generation's size in MB when it exits.
 */
function youngGenerationAtExit(
  args: string[],
  database: Record<string, string | undefined> = { DATABASE_URL: undefined },
): Promise<number> {
  const report = `import v8 from 'node:v8';
    process.on('exit', () => process.stderr.write('new space ' +
      v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size));`;
  const child = spawn(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(report)}`, ...args],
    {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...database, PORT: 'eighty' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', () => {
      const bytes = /new space (\d+)/.exec(err)?.[1];
      if (bytes) resolve(Number(bytes) / 2 ** 20);
      else reject(new Error(err));
    }),
  );
}

// V8's default grows the young generation to 2 × 16 MB while the packages load.
describe('V8 flags', () => {
  it('when the shop has loaded its packages from source, then its young generation has not grown', async () => {
    expect(await youngGenerationAtExit(['--import', 'tsx', 'src/main.ts'])).toBeLessThanOrEqual(4);
  });

  it('when the built bundle has loaded its packages, then its young generation has not grown (embedded database only)', async () => {
    // A bundle hoists every package import above its own code: the flags must run first anyway.
    const dir = mkdtempSync(path.join(SERVER_ROOT, '.bundle-test-'));
    try {
      const built = spawnSync(process.execPath, ['build.mjs'], {
        cwd: SERVER_ROOT,
        env: { ...process.env, SERVER_BUILD_DIR: dir },
      });
      expect(built.status).toBe(0);
      expect(await youngGenerationAtExit([path.join(dir, 'main.js')])).toBeLessThanOrEqual(4);
      // With a PostgreSQL server V8 keeps its defaults (more heap, less CPU per answer).
      const server = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
      expect(await youngGenerationAtExit([path.join(dir, 'main.js')], server)).toBeGreaterThan(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
