import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseEnv } from '../config/env';
import { openConfiguredDatabase } from '../db/open';
import {
  preparedDataDir,
  removeDir,
  startMain,
  stopChild,
  type RunningServer,
} from '../../test/spawn-server';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * A request (the cash-on-delivery switch, read from the database) whose body is sent in two
 * halves: between them it is certainly in flight at the server.
 */
function startRequest(server: RunningServer, agent: http.Agent) {
  const body = JSON.stringify({ reason: 'a body long enough to send in two halves' });
  let req!: http.ClientRequest;
  const connected = new Promise<void>((resolve) => {
    req = http.request(`${server.url}/api/vendor/156/getCOD`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    req.on('socket', (socket) => {
      if (!socket.connecting) resolve();
      else socket.once('connect', () => resolve());
    });
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { connected, answer, finish: () => req.end(body.slice(10)) };
}

let dataDir: string;
let server: RunningServer;
let settled: PromiseSettledResult<Answer>[];
let exitCode: number | null;

// One run of the shop serves every test below: starting it costs seconds.
beforeAll(async () => {
  dataDir = await preparedDataDir();
  server = await startMain({
    DATA_DIR: dataDir,
    JWT_SECRET: '',
  });
  // One connection per request, so all 20 are at the server when the signal comes.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const warm = startRequest(server, agent);
  warm.finish();
  expect((await warm.answer).status).toBe(200);

  const requests = Array.from({ length: 20 }, () => startRequest(server, agent));
  await Promise.all(requests.map((request) => request.connected));
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const request of requests) request.finish();
  settled = await Promise.allSettled(requests.map((request) => request.answer));
  exitCode = await server.exited;
  agent.destroy();
}, 60_000);
afterAll(async () => {
  await stopChild(server);
  removeDir(dataDir);
});

describe('a restart of the shop on the embedded database', () => {
  it('when SIGTERM arrives with 20 requests in flight, then every one gets its full answer and the process exits 0', () => {
    expect(settled.filter((answer) => answer.status === 'rejected')).toEqual([]);
    const answers = settled.map((answer) => (answer as PromiseFulfilledResult<Answer>).value);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(JSON.parse(body)).toEqual({ cod: expect.any(Boolean) });
    }
    // Answers written after the signal tell the client to close its kept-alive connection.
    expect(answers.some((answer) => answer.connection === 'close')).toBe(true);
    expect(exitCode).toBe(0);
    expect(server.stdout()).toContain('database closed');
  });

  it('when the shop has stopped, then its data directory reopens cleanly', async () => {
    expect(existsSync(path.join(dataDir, 'db-row-counts.json'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const reopened = await openConfiguredDatabase(parseEnv({ DATA_DIR: dataDir }));
    await reopened.close();
  });

  it('when the shop has run, then its data directory belongs to its user alone (0700 folders, 0600 files)', () => {
    const modeOf = (file: string) => statSync(path.join(dataDir, file)).mode & 0o777;
    expect(modeOf('.')).toBe(0o700);
    expect(modeOf('db')).toBe(0o700);
    expect(modeOf('db/base')).toBe(0o700);
    expect(modeOf('db/PG_VERSION')).toBe(0o600);
    expect(modeOf('db/postgresql.conf')).toBe(0o600);
    expect(modeOf('jwt-secret')).toBe(0o600);
    expect(modeOf('uploads')).toBe(0o700);
    expect(modeOf('db-row-counts.json')).toBe(0o600);
  });
});
