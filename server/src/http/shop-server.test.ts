import type { AddressInfo } from 'node:net';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import request from 'supertest';
import { rawClient } from '../../test/raw-client';
import { createTestApp } from '../../test/test-app';
import { databasePerFile } from '../../test/test-db';
import {
  createShopServer,
  DEFAULT_CLIENT_LIMITS,
  limitCheckIntervalMs,
  listening,
} from './shop-server';

const database = databasePerFile();

/** The prototypes each request and response had when the server made them, before the app. */
function recordPrototypes(server: http.Server) {
  const seen: { request: object | null; response: object | null }[] = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ request: Object.getPrototypeOf(req), response: Object.getPrototypeOf(res) });
  });
  return seen;
}

describe('the shop server', () => {
  it("makes requests and responses of the app's own prototypes, so Express need not change them", async () => {
    const app = express();
    app.get('/hello', (req, res) => {
      res.locals.seen = req.get('x-name');
      res.json({ hello: res.locals.seen, sameApp: req.app === app, path: req.path });
    });
    const server = createShopServer(app);
    const seen = recordPrototypes(server);

    const answer = await request(server).get('/hello').set('X-Name', 'Asha');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ hello: 'Asha', sameApp: true, path: '/hello' });
    expect(seen).toEqual([{ request: app.request, response: app.response }]);
    // Still messages of Node's server, with Express's helpers through the app's prototypes.
    expect(app.request).toBeInstanceOf(http.IncomingMessage);
    expect(app.response).toBeInstanceOf(http.ServerResponse);
    expect(typeof (app.request as { get?: unknown }).get).toBe('function');
    expect(typeof (app.response as { json?: unknown }).json).toBe('function');
  });

  it("answers the shop's requests as a plain Node server does", async () => {
    const app = createTestApp(database.db);
    const plain = http.createServer(app);
    const shop = createShopServer(app);
    const seen = recordPrototypes(shop);
    for (const path of ['/api/ping', '/api/no-such-route']) {
      const [before, after] = [await request(plain).get(path), await request(shop).get(path)];
      expect(after.status).toBe(before.status);
      expect(after.body).toEqual(before.body);
      for (const header of [
        'content-type',
        'cache-control',
        'content-security-policy',
        'x-content-type-options',
      ])
        expect(after.headers[header]).toBe(before.headers[header]);
    }
    expect(seen.map((one) => one.request)).toEqual([app.request, app.request]);
  });

  it('fails to listen on a port in use instead of resolving', async () => {
    const taken = http.createServer();
    await listening(taken, 0, '127.0.0.1');
    const { port } = taken.address() as AddressInfo;
    const second = createShopServer(express());
    try {
      await expect(listening(second, port, '127.0.0.1')).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      expect(second.listening).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('a client slower than the limits', () => {
  const limits = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_500 };
  let server: http.Server;
  let port: number;
  const handled: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.all('/hello', (req, res) => {
      handled.push(`${req.method} ${JSON.stringify(req.body ?? null)}`);
      res.json({ hello: 'there' });
    });
    server = createShopServer(app, limits);
    server.keepAliveTimeout = 10_000;
    await listening(server, 0, '127.0.0.1');
    ({ port } = server.address() as AddressInfo);
  });
  beforeEach(() => (handled.length = 0));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is answered 408 and cut off when its headers trickle past the headers limit', async () => {
    const client = rawClient(port);
    const started = Date.now();
    client.socket.write('GET /hello HTTP/1.1\r\nHost: shop\r\n');
    const trickle = setInterval(() => client.socket.write('X-Slow: 1\r\n'), 200);
    const closedAt = await client.closed;
    clearInterval(trickle);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    // The limit, plus at most one check interval (250 ms here) and the machine's slack.
    expect(closedAt - started).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
    expect(closedAt - started).toBeLessThan(limits.headersTimeoutMs + 1_500);
    expect(handled).toEqual([]);
  });

  it('is answered 408 and cut off when its body trickles past the request limit', async () => {
    const client = rawClient(port);
    const started = Date.now();
    client.socket.write(
      'POST /hello HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"a":"',
    );
    const trickle = setInterval(() => client.socket.write('x'), 100);
    const closedAt = await client.closed;
    clearInterval(trickle);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - started).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 50);
    expect(closedAt - started).toBeLessThan(limits.requestTimeoutMs + 1_500);
    expect(handled).toEqual([]);
  });

  it('counts a kept-alive connection’s next request from its first byte, not from the last answer', async () => {
    const client = rawClient(port);
    const ask = 'GET /hello HTTP/1.1\r\nHost: shop\r\n\r\n';
    const answered = async (count: number) => {
      while (client.received().split('HTTP/1.1 200 ').length - 1 < count)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    client.socket.write(ask);
    await answered(1);
    // Quiet for longer than the headers limit, within the keep-alive time.
    await new Promise((resolve) => setTimeout(resolve, limits.headersTimeoutMs + 600));
    client.socket.write(ask);
    await answered(2);
    expect(handled).toEqual(['GET null', 'GET null']);
    client.socket.destroy();
  });

  it('is the shop’s by default: 20 s for the headers and 300 s for the whole request, checked every 5 s', () => {
    const shop = createShopServer(express());
    expect(shop.headersTimeout).toBe(20_000);
    expect(shop.requestTimeout).toBe(300_000);
    expect(limitCheckIntervalMs(DEFAULT_CLIENT_LIMITS)).toBe(5_000);
  });
});
