import type { AddressInfo } from 'node:net';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
import request from 'supertest';
import { createTestApp } from '../../test/test-app';
import { databasePerFile } from '../../test/test-db';
import { createShopServer, listening } from './shop-server';

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
