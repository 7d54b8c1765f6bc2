import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createTestApp } from '../test/test-app';

let database: TestDatabase;
let clientDist: string;
beforeAll(async () => {
  database = await createTestDatabase();
  clientDist = mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  mkdirSync(path.join(clientDist, 'assets'));
  writeFileSync(
    path.join(clientDist, 'index.html'),
    '<title>__SHOP_NAME__</title><div id="root"></div>',
  );
  writeFileSync(path.join(clientDist, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await database.close();
  rmSync(clientDist, { recursive: true, force: true });
});

const app = () => createTestApp(database.db, { clientDist, shopName: 'Vastra & Co' });

describe('the HTTP application', () => {
  it('when the database answers, then GET /api/health is ok', async () => {
    const response = await request(app()).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('when an /api path does not exist, then it answers a JSON 404, not the SPA', async () => {
    const response = await request(app()).post('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({ error: 'No such endpoint: POST /nothing/here' });
  });

  it('when a body is larger than the limit, then 413 with a message', async () => {
    const response = await request(app())
      .post('/api/vendor/156/signin')
      .send({ phone: '9876543210', password: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request is too large' });
  });

  it('sends security headers with a real content security policy', async () => {
    const response = await request(app()).get('/api/health');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows Razorpay Checkout in the CSP only when Razorpay is configured', async () => {
    const plain = await request(app()).get('/api/health');
    expect(plain.headers['content-security-policy']).not.toContain('razorpay');
    const withRazorpay = await request(
      createTestApp(database.db, { razorpayConfigured: true }),
    ).get('/api/health');
    expect(withRazorpay.headers['content-security-policy']).toContain(
      'https://checkout.razorpay.com',
    );
  });

  it('serves index.html with the shop name for client routes, never cached', async () => {
    const response = await request(app()).get('/vendor/manage');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('<title>Vastra &#38; Co</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a year-long immutable cache, and 404s missing ones', async () => {
    const asset = await request(app()).get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(app()).get('/assets/missing.js');
    expect(missing.status).toBe(404);
  });

  it('sends the compressed form the build wrote beside an asset, not one made per request', async () => {
    const text = `export const a = ${JSON.stringify('kurta '.repeat(2_000))};`;
    writeFileSync(path.join(clientDist, 'assets', 'big-2.js'), text);
    writeFileSync(path.join(clientDist, 'assets', 'big-2.js.gz'), gzipSync(text, { level: 1 }));
    const response = await request(app()).get('/assets/big-2.js').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    // Level 1's length, not the middleware's level 6.
    expect(response.headers['content-length']).toBe(String(gzipSync(text, { level: 1 }).length));
    expect(gzipSync(text).length).not.toBe(gzipSync(text, { level: 1 }).length);
    expect(response.text).toBe(text);
  });

  it('compresses large responses', async () => {
    writeFileSync(path.join(clientDist, 'assets', 'big-1.js'), 'x'.repeat(10_000));
    const response = await request(app()).get('/assets/big-1.js').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
