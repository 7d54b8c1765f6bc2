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

const COD = '/api/vendor/156/getCOD';

/**
 * A request (the cash-on-delivery switch, read from the database) whose body is sent in two
 * halves: between them it is certainly in flight at the server.
 */
function startRequest(server: RunningServer, agent: http.Agent) {
  const body = JSON.stringify({ reason: 'a body long enough to send in two halves' });
  let req!: http.ClientRequest;
  const connected = new Promise<void>((resolve) => {
    req = http.request(`${server.url}${COD}`, {
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

/** When SIGTERM was sent (0 before): outcomes give their times relative to it. */
let signalledAt = 0;
const sinceSignal = (at: number) => (signalledAt ? at - signalledAt : undefined);

/** What became of one request of a client that keeps asking on a kept-alive connection. */
type Outcome =
  | ({ kind: 'answered' } & Answer)
  /** No connection: the shop no longer listens. */
  | { kind: 'refused' }
  /** The connection ended before the whole answer arrived. */
  | {
      kind: 'cut';
      message: string;
      answerStarted: boolean;
      sentAfterSignalMs: number | undefined;
      cutAfterSignalMs: number | undefined;
    };

/** One whole request (the cash-on-delivery switch again, read from the database). */
function ask(server: RunningServer, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAt = Date.now();
    let answerStarted = false;
    const req = http.request(`${server.url}${COD}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': 2 },
    });
    const fail = (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') return resolve({ kind: 'refused' });
      resolve({
        kind: 'cut',
        message: `${err.code ?? ''} ${err.message}`.trim(),
        answerStarted,
        sentAfterSignalMs: sinceSignal(sentAt),
        cutAfterSignalMs: sinceSignal(Date.now()),
      });
    };
    req.on('response', (res) => {
      answerStarted = true;
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        res.complete
          ? resolve({
              kind: 'answered',
              status: res.statusCode!,
              body: text,
              connection: res.headers.connection,
            })
          : fail(new Error('answer incomplete')),
      );
      res.on('aborted', () => fail(new Error('answer aborted')));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end('{}');
  });
}

/**
 * A client that asks again as soon as it has its answer, as a busy storefront does: its
 * kept-alive connection is never idle for long. It stops at the first request not answered
 * (after an answer with `Connection: close` it opens a new connection, which a shop that has
 * stopped listening refuses), or when told to.
 */
async function keepAsking(server: RunningServer, agent: http.Agent, stop: { now: boolean }) {
  const outcomes: Outcome[] = [];
  while (!stop.now) {
    const outcome = await ask(server, agent);
    outcomes.push(outcome);
    if (outcome.kind !== 'answered') break;
  }
  return outcomes;
}

const BUSY_CLIENTS = 6;

let dataDir: string;
let server: RunningServer;
let settled: PromiseSettledResult<Answer>[];
let busy: Outcome[][];
let exitCode: number | null;
let exitAfterSignalMs: number;

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
  // Meanwhile busy kept-alive connections ask back to back, before and after the signal.
  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: BUSY_CLIENTS });
  const stop = { now: false };
  const clients = Array.from({ length: BUSY_CLIENTS }, () => keepAsking(server, busyAgent, stop));
  await new Promise((resolve) => setTimeout(resolve, 500));
  signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const exited = server.exited.then((code) => {
    exitAfterSignalMs = Date.now() - signalledAt;
    return code;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const request of requests) request.finish();
  settled = await Promise.allSettled(requests.map((request) => request.answer));
  // The clients stop by themselves once the shop has stopped; this only bounds a runaway.
  const runaway = setTimeout(() => (stop.now = true), 20_000);
  exitCode = await exited;
  busy = await Promise.all(clients);
  clearTimeout(runaway);
  agent.destroy();
  busyAgent.destroy();
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

  it('when SIGTERM arrives while kept-alive connections ask back to back, then no request is cut, they are told to close, and the process exits 0 well before 10 s', () => {
    const outcomes = busy.flat();
    const answered = outcomes.flatMap((outcome) => (outcome.kind === 'answered' ? [outcome] : []));
    const result = {
      exitCode,
      answered: answered.length,
      // A request after the shop stopped listening is refused: the client may go elsewhere.
      refused: outcomes.filter((outcome) => outcome.kind === 'refused').length,
      // A request the shop had been sent and did not answer in full: lost to the shopper.
      cut: outcomes.filter((outcome) => outcome.kind === 'cut'),
      toldToClose: answered.filter((answer) => answer.connection === 'close').length,
    };
    expect(result).toEqual({
      exitCode: 0,
      answered: expect.any(Number),
      refused: expect.any(Number),
      cut: [],
      toldToClose: expect.any(Number),
    });
    expect(result.toldToClose).toBeGreaterThan(0);
    for (const answer of answered) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ cod: expect.any(Boolean) });
    }
    // Waiting for busy connections to go idle never ends; draining them takes a few answers.
    expect(exitAfterSignalMs).toBeLessThan(8_000);
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
