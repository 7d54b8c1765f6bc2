import {
  preparedDataDir,
  removeDir,
  startMain,
  stopChild,
  type RunningServer,
} from '../../test/spawn-server';
import { rawClient } from '../../test/raw-client';

// The shop started as `npm start` starts it, with its client limits set in the environment.
let dataDir: string;
let server: RunningServer;
beforeAll(async () => {
  dataDir = await preparedDataDir();
  server = await startMain({
    DATA_DIR: dataDir,
    JWT_SECRET: '',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
  });
}, 60_000);
afterAll(async () => {
  await stopChild(server);
  removeDir(dataDir);
});

it('when a client trickles its headers past HTTP_HEADERS_TIMEOUT_MS, then it is answered 408 and cut off while others are served', async () => {
  const client = rawClient(Number(new URL(server.url).port));
  const started = Date.now();
  client.socket.write('GET /api/ping HTTP/1.1\r\nHost: shop\r\n');
  const trickle = setInterval(() => client.socket.write('X-Slow: 1\r\n'), 200);
  const others = await fetch(`${server.url}/api/ping`);
  const closedAt = await client.closed;
  clearInterval(trickle);

  expect(others.status).toBe(200);
  expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  expect(closedAt - started).toBeGreaterThanOrEqual(950);
  expect(closedAt - started).toBeLessThan(2_500);
  expect(server.child.exitCode).toBeNull();
});
