import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

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

/**
 * Starts test/request-gc-probe.ts (a server of the shop's shape) with V8 tracing its
 * collections, sends it `requests` requests over 10 connections, and answers how many
 * young-generation collections (scavenges) ran meanwhile and what they moved to the old
 * generation, in KB per request.
 */
async function promotedByRequests(
  env: Record<string, string | undefined>,
  requests: number,
): Promise<{ scavenges: number; kbPerRequest: number }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--trace-gc-nvp', 'test/request-gc-probe.ts'],
    { cwd: SERVER_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /^port (\d+)$/m.exec(out)?.[1];
        if (found) resolve(Number(found));
      });
      child.on('exit', () => reject(new Error(`the probe stopped: ${out.slice(-2000)}`)));
    });
    const before = out.length;
    await autocannon({
      url: `http://127.0.0.1:${port}/api/ping`,
      connections: 10,
      amount: requests,
    });
    const promoted = [...out.slice(before).matchAll(/gc=s .*?promoted=(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    const total = promoted.reduce((sum, bytes) => sum + bytes, 0);
    return { scavenges: promoted.length, kbPerRequest: total / requests / 1024 };
  } finally {
    child.kill();
  }
}

describe('V8 flags under requests', () => {
  // With a PostgreSQL server and pretenuring on, V8 pretenured the requests' objects after a few
  // thousand requests: 7.8-8.8 KB per request moved to the old generation (3-3.5 MB at every
  // scavenge, each 5-16 ms; docs/performance.md), against 0.6-0.7 KB without. The embedded
  // database's small young generation (above) measured 0.6-0.7 KB either way.
  it.each([
    ['the embedded database', undefined],
    ['a PostgreSQL server', 'postgres://nobody@127.0.0.1:1/none'],
  ])(
    "when the shop's requests run with %s, then what they allocate dies in the young generation",
    async (_name, databaseUrl) => {
      const { scavenges, kbPerRequest } = await promotedByRequests(
        { DATABASE_URL: databaseUrl },
        20_000,
      );
      expect(scavenges).toBeGreaterThan(5);
      expect(kbPerRequest).toBeLessThan(3);
    },
    60_000,
  );
});
