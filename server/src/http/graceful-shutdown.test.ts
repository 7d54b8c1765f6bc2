import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { until } from '../../test/until';
import { createLogger } from '../lib/logger';
import { compressAnswers } from './answer-encoding';
import { shutDown, trackRequests, type Drain } from './graceful-shutdown';

/** Lets every waiting handler go on and closes the servers, whatever a test's outcome. */
const cleanUps: (() => void)[] = [];
afterEach(() => {
  for (const cleanUp of cleanUps.splice(0)) cleanUp();
});

/**
 * A server whose handler waits until the test lets it go on, as a request waits on the database,
 * then ends its answer.
 */
async function slowServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  const events: string[] = [];
  const server = http.createServer((_req, res) => {
    started();
    void released.then(() => {
      events.push('handler ended its answer');
      res.end('late');
    });
  });
  const drain = trackRequests(server);
  cleanUps.push(() => {
    release();
    server.closeAllConnections();
    server.close();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, drain, port, release, handlerStarted, events };
}

/** A request whose client closes its connection once the handler has started on it. */
async function askThenLeave(port: number, handlerStarted: Promise<void>) {
  const request = http.request({ port, host: '127.0.0.1', path: '/', method: 'GET' });
  request.on('error', () => undefined);
  request.end();
  await handlerStarted;
  request.destroy();
  // Long enough for the server to see the connection close.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The shop's shutdown with this drain, recording when it closes the database. */
const shutDownRecording = (drain: Drain, drainTimeoutMs: number, events: string[]) =>
  shutDown('SIGTERM', {
    drain,
    drainTimeoutMs,
    logger: createLogger('silent'),
    stopJobs: () => undefined,
    closeDatabase: async () => {
      events.push('database closed');
    },
  });

describe('a shutdown while a handler works for a client that has gone', () => {
  it('when the client closes its connection mid-request, then the database closes only after the handler has ended its answer', async () => {
    const { drain, port, release, handlerStarted, events } = await slowServer();
    await askThenLeave(port, handlerStarted);
    expect(drain.connections).toBe(0);
    expect(drain.inFlight).toBe(1);

    const exitCode = shutDownRecording(drain, 5_000, events);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    release();
    await expect(exitCode).resolves.toBe(0);
    expect(events).toEqual(['handler ended its answer', 'database closed']);
    expect(drain.inFlight).toBe(0);
  });

  it('when such a handler never ends its answer, then the drain gives up at its timeout and the database still closes', async () => {
    const { drain, port, handlerStarted, events } = await slowServer();
    await askThenLeave(port, handlerStarted);

    const started = Date.now();
    await expect(shutDownRecording(drain, 300, events)).resolves.toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(events).toEqual(['database closed']);
  });

  it('when the client leaves while its answer is being compressed, then nothing is left in flight and a drain ends at once', async () => {
    let answered!: () => void;
    const handlerAnswered = new Promise<void>((resolve) => (answered = resolve));
    const app = express();
    app.use(compressAnswers());
    app.get('/', (req, res) => {
      // Text zlib takes a while to compress, on its own thread: the client leaves meanwhile.
      res.json({ text: randomBytes(3_000_000).toString('base64') });
      req.socket.destroy();
      answered();
    });
    const server = http.createServer(app);
    const drain = trackRequests(server);
    cleanUps.push(() => {
      server.closeAllConnections();
      server.close();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const request = http.request({
      port,
      host: '127.0.0.1',
      path: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    request.on('error', () => undefined);
    request.end();
    await handlerAnswered;
    await until(() => drain.connections === 0);
    expect(drain.inFlight).toBe(0);

    const started = Date.now();
    expect(await drain.drain(2_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
