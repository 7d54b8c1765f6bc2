import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { databasePerFile } from '../../../test/test-db';
import { createCustomer, createVendor, TEST_JWT_SECRET } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { vendors } from '../../db/schema/people';
import { createVendorService } from './vendor.service';
import { createTokenService } from '../auth/tokens';

const database = databasePerFile();

const app = () => createTestApp(database.db);

describe('POST /api/vendor/156/signin', () => {
  it('when the phone and password match, then it answers a token that checkAdminToken accepts', async () => {
    await createVendor(database.db, { phone: '9811111111', password: 'correct-horse' });
    const signin = await request(app())
      .post('/api/vendor/156/signin')
      .send({ phone: '9811111111', password: 'correct-horse' });
    expect(signin.status).toBe(200);
    expect(Object.keys(signin.body)).toEqual(['token']);

    const check = await request(app())
      .post('/api/vendor/156/checkAdminToken')
      .set('Authorization', `barear ${signin.body.token}`);
    expect(check.status).toBe(200);
    expect(check.body.user).toMatchObject({ name: 'Shop Owner', phone: '9811111111', cod: true });
  });

  it('when the password is wrong or the phone unknown, then it answers 401 with one message', async () => {
    await createVendor(database.db, { phone: '9811111111', password: 'correct-horse' });
    const wrong = await request(app())
      .post('/api/vendor/156/signin')
      .send({ phone: '9811111111', password: 'nope' });
    const unknown = await request(app())
      .post('/api/vendor/156/signin')
      .send({ phone: '9822222222', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid number or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when the body is malformed, then it answers 400 naming the problem', async () => {
    const missing = await request(app())
      .post('/api/vendor/156/signin')
      .send({ phone: '9811111111' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'password is required' });
    const badPhone = await request(app())
      .post('/api/vendor/156/signin')
      .send({ phone: '12', password: 'x' });
    expect(badPhone.body).toEqual({ error: 'Enter a valid 10-digit mobile number' });
    const notJson = await request(app())
      .post('/api/vendor/156/signin')
      .set('Content-Type', 'application/json')
      .send('{"phone":');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ error: 'Malformed request' });
  });
});

describe('POST /api/vendor/156/checkAdminToken', () => {
  it('accepts the Bearer scheme as well as the spec spelling barear', async () => {
    const vendor = await createVendor(database.db);
    const response = await request(app())
      .post('/api/vendor/156/checkAdminToken')
      .set('Authorization', `Bearer ${vendor.token}`);
    expect(response.status).toBe(200);
    expect(response.body.user._id).toBe(vendor.id);
  });

  it('when no token is sent, then 401', async () => {
    const response = await request(app()).post('/api/vendor/156/checkAdminToken');
    expect(response.status).toBe(401);
    expect(response.body.error).toBeTruthy();
  });

  it('when a customer token is sent, then 403', async () => {
    const customer = await createCustomer(database.db);
    const response = await request(app())
      .post('/api/vendor/156/checkAdminToken')
      .set('Authorization', `barear ${customer.token}`);
    expect(response.status).toBe(403);
  });

  it('when the token is forged, expired or signed with another algorithm, then 401', async () => {
    const vendor = await createVendor(database.db);
    const forged = jwt.sign({ role: 'vendor', ver: 0 }, 'another-secret-of-enough-length-to-sign', {
      subject: String(vendor.id),
    });
    const expired = jwt.sign(
      { role: 'vendor', ver: 0, exp: Math.floor(Date.now() / 1000) - 10 },
      TEST_JWT_SECRET,
      { subject: String(vendor.id) },
    );
    const unsigned = jwt.sign({ role: 'vendor', ver: 0 }, '', {
      subject: String(vendor.id),
      algorithm: 'none',
    });
    for (const token of [forged, expired, unsigned, 'not-a-jwt']) {
      const response = await request(app())
        .post('/api/vendor/156/checkAdminToken')
        .set('Authorization', `barear ${token}`);
      expect(response.status).toBe(401);
    }
  });

  it('when the vendor changed the password after the token was issued, then the old token is refused', async () => {
    const vendor = await createVendor(database.db);
    await database.db.update(vendors).set({ tokenVersion: 1 }).where(eq(vendors.id, vendor.id));
    const response = await request(app())
      .post('/api/vendor/156/checkAdminToken')
      .set('Authorization', `barear ${vendor.token}`);
    expect(response.status).toBe(401);
  });
});

describe('vendor account from configuration', () => {
  it('creates the account once and never overwrites an existing one', async () => {
    const service = createVendorService(database.db, createTokenService(TEST_JWT_SECRET));
    expect(
      await service.ensureAccount({
        name: 'Owner',
        phone: '9700000000',
        password: 'first-password',
      }),
    ).toBe(true);
    expect(
      await service.ensureAccount({
        name: 'Other',
        phone: '9700000001',
        password: 'second-password',
      }),
    ).toBe(false);
    await expect(service.signIn('9700000000', 'first-password')).resolves.toEqual(
      expect.any(String),
    );
    await expect(service.signIn('9700000001', 'second-password')).rejects.toThrow(
      'Invalid number or password',
    );
  });
});

describe('vendor account from configuration, instances starting together', () => {
  it('when two instances create the account at once on a new database, then one does, the other finds it, and neither fails', async () => {
    const services = [0, 1].map(() =>
      createVendorService(database.db, createTokenService(TEST_JWT_SECRET)),
    );
    const created = await Promise.all(
      services.map((service, index) =>
        service.ensureAccount({ name: 'Owner', phone: `970000000${index}`, password: 'pw-123456' }),
      ),
    );
    expect(created.sort()).toEqual([false, true]);
    expect(await database.db.$count(vendors)).toBe(1);
  });
});

describe('sign-in rate limit', () => {
  it('when one number fails too often, then 429 even with the right password, and a spoofed X-Forwarded-For does not help', async () => {
    await createVendor(database.db, { phone: '9811111111', password: 'correct-horse' });
    const shared = app();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await request(shared)
        .post('/api/vendor/156/signin')
        .set('X-Forwarded-For', `10.0.0.${attempt}`)
        .send({ phone: '9811111111', password: 'wrong' });
      expect(response.status).toBe(401);
    }
    const limited = await request(shared)
      .post('/api/vendor/156/signin')
      .set('X-Forwarded-For', '10.0.0.99')
      .send({ phone: '9811111111', password: 'correct-horse' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many login attempts, please try again in a few minutes');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
