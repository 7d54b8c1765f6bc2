import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { until } from '../../test/until';
import { errorHandler } from './error-handler';
import { trackRequests } from './graceful-shutdown';
import { createLogger } from '../lib/logger';
import { awayFromGate, createWorkGate, FIRST_LINE_SHARE, type WorkGateOptions } from './work-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A server whose /work/:id requests each wait for `release(id)`; `started` lists them in order. */
async function gatedServer(options: WorkGateOptions, { outside = false } = {}) {
  const gate = createWorkGate(options);
  const held = new Map<string, ReturnType<typeof deferred>>();
  const hold = (id: string) => held.get(id) ?? held.set(id, deferred()).get(id)!;
  const started: string[] = [];
  const app = express();
  app.use(gate.middleware);
  app.get('/work/:id', async (req, res) => {
    started.push(req.params.id);
    const wait = hold(req.params.id).promise;
    await (outside ? gate.away(() => wait) : wait);
    res.json({ done: req.params.id });
  });
  app.use(errorHandler(createLogger('silent')));
  const server = http.createServer(app);
  // What a shutdown waits for (graceful-shutdown.ts).
  const drain = trackRequests(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const open: http.ClientRequest[] = [];
  return {
    gate,
    drain,
    started,
    release: (id: string) => hold(id).resolve(),
    /** Sends GET /work/:id; answers its status and body once it is answered. */
    get(id: string) {
      return new Promise<{ status: number; body: string }>((answered, failed) => {
        const request = http.get(
          { port, host: '127.0.0.1', path: `/work/${id}`, agent: false },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => answered({ status: res.statusCode ?? 0, body }));
          },
        );
        request.on('error', failed);
        open.push(request);
      });
    },
    /** Closes the connection of the request for `id` (the shopper gave up). */
    abandon(index: number) {
      open[index]!.destroy();
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

describe('the work gate', () => {
  it('when more requests come than the limit, then the others wait and go in the order they came', async () => {
    const shop = await gatedServer({ limit: 2 });
    const answers = ['a', 'b', 'c', 'd'].map((id) => shop.get(id));
    await until(() => shop.started.length === 2 && shop.gate.load().waiting === 2);
    expect(shop.started).toEqual(['a', 'b']);
    expect(shop.gate.load()).toEqual({ running: 2, away: 0, waiting: 2 });

    shop.release('b');
    await until(() => shop.started.length === 3);
    expect(shop.started).toEqual(['a', 'b', 'c']);
    shop.release('a');
    shop.release('c');
    shop.release('d');
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(shop.started).toEqual(['a', 'b', 'c', 'd']);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it('when the line is full, then one more request is answered 503 at once and does no work', async () => {
    const shop = await gatedServer({ limit: 1, maxWaiting: 1 });
    const first = shop.get('a');
    const second = shop.get('b');
    await until(() => shop.gate.load().waiting === 1);
    const third = await shop.get('c');
    expect(third.status).toBe(503);
    expect(JSON.parse(third.body)).toEqual({ error: 'The shop is busy, please try again' });
    shop.release('a');
    shop.release('b');
    expect((await Promise.all([first, second])).map((a) => a.status)).toEqual([200, 200]);
    expect(shop.started).toEqual(['a', 'b']);
    await shop.close();
  });

  it('when a request waits longer than its time, then it is answered 503 and never runs', async () => {
    const shop = await gatedServer({ limit: 1, maxWaitMs: 100 });
    const first = shop.get('a');
    const late = await shop.get('b');
    expect(late.status).toBe(503);
    expect(shop.gate.load()).toEqual({ running: 1, away: 0, waiting: 0 });
    shop.release('a');
    expect((await first).status).toBe(200);
    expect(shop.started).toEqual(['a']);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it('when a waiting shopper goes away, then their request never runs and the next one takes the turn', async () => {
    const shop = await gatedServer({ limit: 1 });
    const first = shop.get('a');
    void shop.get('b').catch(() => undefined);
    const third = shop.get('c');
    await until(() => shop.gate.load().waiting === 2);
    shop.abandon(1);
    await until(() => shop.gate.load().waiting === 1);
    expect(shop.gate.load()).toEqual({ running: 1, away: 0, waiting: 1 });

    shop.release('a');
    shop.release('c');
    expect((await first).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(shop.started).toEqual(['a', 'c']);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it('when a waiting shopper goes away, then a shutdown does not wait for their request, which will never run', async () => {
    const shop = await gatedServer({ limit: 1 });
    try {
      const first = shop.get('a');
      void shop.get('b').catch(() => undefined);
      await until(() => shop.gate.load().waiting === 1);
      shop.abandon(1);
      await until(() => shop.gate.load().waiting === 0);
      shop.release('a');
      expect((await first).status).toBe(200);
      await until(() => shop.drain.connections === 0);
      expect(shop.drain.inFlight).toBe(0);

      const started = Date.now();
      expect(await shop.drain.drain(2_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(shop.started).toEqual(['a']);
    } finally {
      await shop.close();
    }
  });

  it('when a running shopper goes away, then the next in line goes in when their work ends, not before', async () => {
    const shop = await gatedServer({ limit: 1 });
    void shop.get('a').catch(() => undefined);
    const second = shop.get('b');
    await until(() => shop.started.length === 1 && shop.gate.load().waiting === 1);
    shop.abandon(0);
    // The closed connection reaches the server; 'a' still works, so 'b' still waits.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shop.started).toEqual(['a']);
    expect(shop.gate.load()).toEqual({ running: 1, away: 0, waiting: 1 });

    shop.release('a');
    await until(() => shop.started.length === 2);
    expect(shop.started).toEqual(['a', 'b']);
    shop.release('b');
    expect((await second).status).toBe(200);
    await until(() => shop.gate.load().running === 0);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it('when shoppers send requests and hang up at once, then no more of them work at once than the limit', async () => {
    const shop = await gatedServer({ limit: 2 });
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    ids.forEach((id) => void shop.get(id).catch(() => undefined));
    await until(() => shop.started.length === 2 && shop.gate.load().waiting === 4);
    ids.forEach((_id, index) => shop.abandon(index));
    await until(() => shop.gate.load().waiting === 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The waiting ones left the line unrun; the two running keep their turns.
    expect(shop.started).toEqual(['a', 'b']);
    expect(shop.gate.load()).toEqual({ running: 2, away: 0, waiting: 0 });

    const later = shop.get('g');
    await until(() => shop.gate.load().waiting === 1);
    shop.release('a');
    await until(() => shop.started.length === 3);
    expect(shop.started).toEqual(['a', 'b', 'g']);
    shop.release('b');
    shop.release('g');
    expect((await later).status).toBe(200);
    await until(() => shop.gate.load().running === 0);
    await shop.close();
  });

  it('when a handler never ends after its shopper went away, then its turn passes after the abandoned time', async () => {
    const shop = await gatedServer({ limit: 1, abandonedMs: 300 });
    void shop.get('a').catch(() => undefined);
    const second = shop.get('b');
    await until(() => shop.started.length === 1 && shop.gate.load().waiting === 1);
    const left = Date.now();
    shop.abandon(0);
    await until(() => shop.started.length === 2);
    expect(Date.now() - left).toBeGreaterThanOrEqual(250);
    shop.release('b');
    expect((await second).status).toBe(200);
    // The late end of the first frees no second turn.
    shop.release('a');
    await until(() => shop.gate.load().running === 0);
    const third = shop.get('c');
    await until(() => shop.started.length === 3);
    expect(shop.gate.load()).toEqual({ running: 1, away: 0, waiting: 0 });
    shop.release('c');
    expect((await third).status).toBe(200);
    await shop.close();
  });

  it('while a request waits on an outside service, the next request does its work', async () => {
    const shop = await gatedServer({ limit: 1 }, { outside: true });
    const first = shop.get('a');
    const second = shop.get('b');
    await until(() => shop.started.length === 2);
    expect(shop.started).toEqual(['a', 'b']);
    expect(shop.gate.load()).toEqual({ running: 2, away: 2, waiting: 0 });
    shop.release('b');
    shop.release('a');
    expect((await Promise.all([first, second])).map((a) => a.status)).toEqual([200, 200]);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it("when a first-line request comes, then it goes in ahead of the other line's requests waiting before it", async () => {
    const shop = await gatedServer({ limit: 1, firstInLine: (req) => req.path.includes('sale') });
    const answers = [shop.get('a')];
    await until(() => shop.started.length === 1);
    answers.push(shop.get('b'), shop.get('c'));
    await until(() => shop.gate.load().waiting === 2);
    answers.push(shop.get('sale-1'));
    await until(() => shop.gate.load().waiting === 3);

    for (const id of ['a', 'sale-1', 'b']) {
      shop.release(id);
      await until(() => shop.started.length === ['a', 'sale-1', 'b'].indexOf(id) + 2);
    }
    shop.release('c');
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(shop.started).toEqual(['a', 'sale-1', 'b', 'c']);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it('while first-line requests keep coming, then the other line still gets one turn in every few', async () => {
    const shop = await gatedServer({ limit: 1, firstInLine: (req) => req.path.includes('sale') });
    const sales = Array.from({ length: FIRST_LINE_SHARE + 2 }, (_, i) => `sale-${i + 1}`);
    const answers = [shop.get('a')];
    await until(() => shop.started.length === 1);
    answers.push(shop.get('b'));
    await until(() => shop.gate.load().waiting === 1);
    for (const [index, id] of sales.entries()) {
      answers.push(shop.get(id));
      await until(() => shop.gate.load().waiting === index + 2);
    }

    const order = ['a', ...sales.slice(0, FIRST_LINE_SHARE), 'b', ...sales.slice(FIRST_LINE_SHARE)];
    for (const [index, id] of order.entries()) {
      shop.release(id);
      if (index + 1 < order.length) await until(() => shop.started.length === index + 2);
    }
    expect((await Promise.all(answers)).every((a) => a.status === 200)).toBe(true);
    expect(shop.started).toEqual(order);
    await shop.close();
  });

  it('when a first-line request waits longer than its time or goes away, then it never runs', async () => {
    const shop = await gatedServer({
      limit: 1,
      maxWaitMs: 300,
      firstInLine: (req) => req.path.includes('sale'),
    });
    const first = shop.get('a');
    void shop.get('sale-gone').catch(() => undefined);
    await until(() => shop.gate.load().waiting === 1);
    shop.abandon(1);
    await until(() => shop.gate.load().waiting === 0);
    const late = await shop.get('sale-late');
    expect(late.status).toBe(503);
    shop.release('a');
    expect((await first).status).toBe(200);
    expect(shop.started).toEqual(['a']);
    expect(shop.gate.load()).toEqual({ running: 0, away: 0, waiting: 0 });
    await shop.close();
  });

  it('with no limit, every request goes in at once', async () => {
    const shop = await gatedServer({ limit: 0 });
    const answers = ['a', 'b', 'c'].map((id) => shop.get(id));
    await until(() => shop.started.length === 3);
    expect(shop.started).toEqual(['a', 'b', 'c']);
    ['a', 'b', 'c'].forEach(shop.release);
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200]);
    await shop.close();
  });
});

describe('awayFromGate', () => {
  it("a provider's calls that answer promises are away from the gate; the others answer as before", async () => {
    const gate = createWorkGate({ limit: 1 });
    const call = deferred();
    const provider = {
      name: 'sms',
      send: (phone: string) => call.promise.then(() => `sent to ${phone}`),
      verify: (code: string) => code === '1234',
    };
    const outside = awayFromGate(gate, provider);

    expect(outside.name).toBe('sms');
    expect(outside.verify('1234')).toBe(true);
    const sent = outside.send('9876543210');
    expect(gate.load().away).toBe(1);
    call.resolve();
    expect(await sent).toBe('sent to 9876543210');
    expect(gate.load().away).toBe(0);
  });
});
