import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../lib/logger';
import { requestLog } from './request-log';

/** An app with the request log on a logger whose lines the test reads. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(createLogger('info', destination)));
  app.get('/api/thing', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/missing', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  // Sends half an answer, the rest 200 ms later; `slowEnded` settles once it has sent the rest.
  let endSlow: () => void = () => undefined;
  const slowEnded = new Promise<void>((resolve) => (endSlow = resolve));
  app.get('/api/slow', (_req, res) => {
    res.write('{');
    setTimeout(() => {
      res.end('}');
      // After the events of that end (a 'finish' would come in this turn or the next).
      setImmediate(endSlow);
    }, 200);
  });
  app.get('/page', (_req, res) => {
    res.send('page');
  });
  return { app, lines, slowEnded };
}

describe('request log', () => {
  it('writes one short line per API request: method, URL, status and milliseconds', async () => {
    const { app, lines } = loggedApp();
    await request(app)
      .get('/api/thing?x=1')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'session=secret')
      .set('User-Agent', 'a-browser')
      .expect(200);

    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.msg).toMatch(/^GET \/api\/thing\?x=1 200 \d+ms$/);
    expect(line.req).toEqual({ method: 'GET', url: '/api/thing?x=1' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(line.level).toBe(30);
    const text = JSON.stringify(line);
    for (const secret of ['secret-token', 'session=secret', 'a-browser', 'headers'])
      expect(text).not.toContain(secret);
  });

  it('logs refusals as warnings and leaves non-API requests out', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/page').expect(200);
    await request(app).get('/api/missing').expect(404);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, expect.stringMatching(/^GET \/api\/missing 404 \d+ms$/)],
    ]);
  });

  it('says "(cut off)" for an answer the client left before it was sent, once', async () => {
    const { app, lines, slowEnded } = loggedApp();
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const req = httpGet({ port, path: '/api/slow' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
      });
      // The rest of the answer goes to a closed socket: no second line may follow it.
      await slowEnded;
    } finally {
      server.close();
    }
    expect(lines.map((line) => line.msg)).toEqual(['GET /api/slow 200 (cut off)']);
  });
});
