import {
  preparedDataDir,
  removeDir,
  startMain,
  stopChild,
  type RunningServer,
} from '../test/spawn-server';

let dataDir: string | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await stopChild(server);
  removeDir(dataDir);
});

/** The read cache's counts from the shop's last "read cache since the start" line, once one comes. */
async function nextCountsLine(running: RunningServer, after: number, timeoutMs = 5_000) {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    const lines = running
      .stdout()
      .split('\n')
      .filter((line) => line.includes('read cache since the start'));
    if (lines.length > after)
      return (
        JSON.parse(lines[lines.length - 1]!) as { readCache: { hits: number; misses: number } }
      ).readCache;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no read cache line within ${timeoutMs} ms:\n${running.stdout()}`);
}

describe("the read cache's counts on a running shop", () => {
  it('when an operator sends SIGUSR2, then the shop logs its hits and misses so far and goes on answering', async () => {
    dataDir = await preparedDataDir();
    server = await startMain({ DATA_DIR: dataDir, JWT_SECRET: '' });
    const categories = `${server.url}/api/vendor/product/156/getRawData`;
    // The first read fills the cache; the next two are answered from it.
    for (let read = 0; read < 3; read += 1) expect((await fetch(categories)).status).toBe(200);

    server.child.kill('SIGUSR2');
    expect(await nextCountsLine(server, 0)).toEqual({ hits: 2, misses: 1 });

    expect((await fetch(categories)).status).toBe(200);
    server.child.kill('SIGUSR2');
    expect(await nextCountsLine(server, 1)).toEqual({ hits: 3, misses: 1 });
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
