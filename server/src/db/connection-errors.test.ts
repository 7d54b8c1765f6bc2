import express from 'express';
import request from 'supertest';
import { errorHandler } from '../http/error-handler';
import { createLogger } from '../lib/logger';
import { healthRoutes } from '../modules/health/health.routes';
import type { Database } from './client';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './connection-errors';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const coded = (code: string) => Object.assign(new Error(code), { code });

/** An app whose one route fails with `err`, behind the shop's error handler. */
function failingWith(err: unknown) {
  const app = express();
  app.get('/', () => {
    throw err;
  });
  app.use(errorHandler(createLogger('silent')));
  return app;
}

describe('database unavailability', () => {
  it.each([
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['an administrator shutdown', coded('57P01')],
    ['a server still starting', coded('57P03')],
    ['a connection exception', coded('08006')],
    ['a statement timeout', coded('57014')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('when a query fails with %s, then the answer is 503 with a retry message', async (_, err) => {
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
    const answer = await request(failingWith(wrapped(err))).get('/');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toEqual({ error: UNAVAILABLE_MESSAGE });
  });

  it('when a query breaks a rule (unique violation), then it is not taken for an outage', async () => {
    expect(isDatabaseUnavailable(wrapped(coded('23505')))).toBe(false);
    expect((await request(failingWith(wrapped(coded('23505')))).get('/')).status).toBe(500);
  });

  it('when the database never answers, then /api/health answers 503 within about a second', async () => {
    const silent = { execute: () => new Promise(() => undefined) } as unknown as Database;
    const app = express().use('/api/health', healthRoutes(silent));
    const started = Date.now();
    const answer = await request(app).get('/api/health');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', database: 'no answer within 1000 ms' });
  });

  it('when the database refuses, then /api/health says it is unreachable', async () => {
    const down = { execute: () => Promise.reject(wrapped(coded('ECONNREFUSED'))) };
    const app = express().use('/api/health', healthRoutes(down as unknown as Database));
    const answer = await request(app).get('/api/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
