import request from 'supertest';
import { createVendor } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { databasePerFile } from '../../test/test-db';
import { parseEnv } from '../config/env';

const database = databasePerFile();

const SHOP = 'https://shop.example';
const OTHER = 'https://evil.example';
const GUARDED = '/api/vendor/156/getVendor';

describe('separate origins (CORS_ORIGINS)', () => {
  it('reads CORS_ORIGINS as comma-separated origins, none by default, and refuses a non-URL', () => {
    expect(parseEnv({ DATA_DIR: '/x' }).CORS_ORIGINS).toEqual([]);
    expect(
      parseEnv({ DATA_DIR: '/x', CORS_ORIGINS: 'https://shop.example/, http://localhost:5173' })
        .CORS_ORIGINS,
    ).toEqual([SHOP, 'http://localhost:5173']);
    expect(() => parseEnv({ DATA_DIR: '/x', CORS_ORIGINS: 'shop' })).toThrow();
  });

  it("answers an allowed origin's preflight before the guard, and its calls, without credentials", async () => {
    const vendor = await createVendor(database.db);
    const app = createTestApp(database.db, { corsOrigins: [SHOP] });
    const preflight = await request(app)
      .options(GUARDED)
      .set('Origin', SHOP)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SHOP);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const call = await request(app)
      .post(GUARDED)
      .set('Origin', SHOP)
      .set('Authorization', `barear ${vendor.token}`)
      .send({});
    expect(call.status).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(SHOP);
    expect(call.headers.vary).toMatch(/Origin/);
    const unsigned = await request(app).post(GUARDED).set('Origin', SHOP).send({});
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('gives a refused origin no CORS headers, so its browser reads nothing', async () => {
    const app = createTestApp(database.db, { corsOrigins: [SHOP] });
    const preflight = await request(app)
      .options(GUARDED)
      .set('Origin', OTHER)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const call = await request(app).get('/api/vendor/product/156/getRawData').set('Origin', OTHER);
    expect(call.status).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('by default no other origin is allowed; same-origin calls are untouched', async () => {
    const app = createTestApp(database.db);
    const preflight = await request(app)
      .options(GUARDED)
      .set('Origin', SHOP)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(403);
    const plain = await request(app).get('/api/vendor/product/156/getRawData');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves /uploads readable from another origin', async () => {
    const app = createTestApp(database.db);
    const response = await request(app).get('/uploads/demo/none.jpg');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
