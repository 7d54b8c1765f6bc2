import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { vendors } from '../../db/schema/people';

const database = databasePerFile();

const V = '/api/vendor/156';

async function signedIn(password = 'owner-password') {
  const vendor = await createVendor(database.db, { password });
  const app = createTestApp(database.db);
  const post = (path: string, token = vendor.token) =>
    request(app).post(`${V}${path}`).set('Authorization', `barear ${token}`);
  return { vendor, app, post };
}

describe('vendor profile', () => {
  it('getVendor answers {name, phone, cod}', async () => {
    const { post } = await signedIn();
    const response = await post('/getVendor');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'Shop Owner', phone: '9876543210', cod: true });
  });

  it('update/name saves a trimmed name and refuses an empty one', async () => {
    const { post } = await signedIn();
    const renamed = await post('/update/name').send({ name: '  Meera Textiles ' });
    expect(renamed.body).toEqual({ name: 'Meera Textiles', phone: '9876543210', cod: true });
    const empty = await post('/update/name').send({ name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'Name is required' });
  });

  it('update/number takes a 10-digit Indian mobile that no other account has; sign-in then uses it', async () => {
    const { post, app } = await signedIn();
    await createVendor(database.db, { phone: '9000000001' });
    const bad = await post('/update/number').send({ number: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Enter a valid 10-digit mobile number' });
    const taken = await post('/update/number').send({ number: '9000000001' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'This number is already in use' });
    const changed = await post('/update/number').send({ number: '9123456789' });
    expect(changed.body.phone).toBe('9123456789');
    const signin = await request(app)
      .post(`${V}/signin`)
      .send({ phone: '9123456789', password: 'owner-password' });
    expect(signin.status).toBe(200);
  });

  it('toggleCOD flips cash on delivery and answers {cod}; getCOD follows', async () => {
    const { post, app } = await signedIn();
    expect((await post('/toggleCOD')).body).toEqual({ cod: false });
    expect((await request(app).post(`${V}/getCOD`)).body).toEqual({ cod: false });
    expect((await post('/toggleCOD')).body).toEqual({ cod: true });
  });
});

describe('password change', () => {
  it('when the current password is wrong, then checkPassword answers 400 with a message', async () => {
    const { post } = await signedIn();
    const response = await post('/checkPassword').send({ password: 'not-it' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Current password is wrong' });
  });

  it('when updatePassword comes without a successful checkPassword, then it is refused', async () => {
    const { post } = await signedIn();
    await post('/checkPassword').send({ password: 'not-it' });
    const response = await post('/updatePassword').send({ password: 'brand-new-secret' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Please confirm your current password first' });
  });

  it('after checkPassword, updatePassword answers a new token; old tokens stop working', async () => {
    const { post, app, vendor } = await signedIn();
    expect((await post('/checkPassword').send({ password: 'owner-password' })).status).toBe(200);
    const short = await post('/updatePassword').send({ password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: 'Password must have at least 8 characters' });

    const updated = await post('/updatePassword').send({ password: 'brand-new-secret' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: 'Password Updated', token: expect.any(String) });
    expect((await post('/getVendor', vendor.token)).status).toBe(401);
    expect((await post('/getVendor', updated.body.token)).status).toBe(200);
    const signin = await request(app)
      .post(`${V}/signin`)
      .send({ phone: vendor.phone, password: 'brand-new-secret' });
    expect(signin.status).toBe(200);
    // The check is spent: a second change needs a new check.
    expect(
      (await post('/updatePassword', updated.body.token).send({ password: 'another-secret' }))
        .status,
    ).toBe(403);
  });

  it('when the check is older than 10 minutes, then updatePassword is refused', async () => {
    const { post, vendor } = await signedIn();
    await database.db
      .update(vendors)
      .set({ passwordCheckedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(vendors.id, vendor.id));
    expect((await post('/updatePassword').send({ password: 'brand-new-secret' })).status).toBe(403);
  });

  it('limits password guesses like sign-in (429 even for the right one)', async () => {
    const { post } = await signedIn();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post('/checkPassword').send({ password: `guess-${attempt}` })).status).toBe(
        400,
      );
    }
    const limited = await post('/checkPassword').send({ password: 'owner-password' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'Too many password attempts, please try again in a few minutes',
    });
  });
});
