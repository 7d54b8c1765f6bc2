import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { createCustomer } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { customers, otpChallenges } from '../../db/schema/people';
import { createLogger } from '../../lib/logger';
import { createLocalOtpProvider } from '../../providers/otp/local-otp';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const A = '/api/user/auth/156';
let codes: Map<string, string>;
let app: ReturnType<typeof createTestApp>;
beforeEach(async () => {
  await database.reset();
  codes = new Map();
  const otp = createLocalOtpProvider('otp-test-secret', createLogger('silent'), (phone, code) =>
    codes.set(phone, code),
  );
  app = createTestApp(database.db, {}, { otp });
});

async function verifiedToken(number: string): Promise<string> {
  expect((await request(app).post(`${A}/sendOtp`).send({ number })).status).toBe(200);
  const response = await request(app)
    .post(`${A}/verifyOtp`)
    .send({ number, code: codes.get(number) });
  expect(response.status).toBe(200);
  return response.body.verificationToken as string;
}

async function signUp(number = '9123456780', password = 'long-enough-password') {
  const verificationToken = await verifiedToken(number);
  return request(app)
    .post(`${A}/userSignup`)
    .send({ name: 'Priya Nair', number, password, verificationToken });
}

describe('phone verification', () => {
  it('sends a 6-digit code that never appears in the response, and stores only its hash', async () => {
    const response = await request(app).post(`${A}/sendOtp`).send({ number: '9123456780' });
    expect(response.body).toEqual({ message: 'OTP send to +919123456780' });
    const code = codes.get('9123456780')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(response.body)).not.toContain(code);
    const [row] = await database.db.select().from(otpChallenges);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toHaveLength(64);
  });

  it('when the code is wrong, then Invalid OTP; after 5 wrong attempts even the right code is refused', async () => {
    await request(app).post(`${A}/sendOtp`).send({ number: '9123456780' });
    const right = codes.get('9123456780')!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request(app)
        .post(`${A}/verifyOtp`)
        .send({ number: '9123456780', code: wrong });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Invalid OTP' });
    }
    const locked = await request(app)
      .post(`${A}/verifyOtp`)
      .send({ number: '9123456780', code: right });
    expect(locked.status).toBe(429);
  });

  it('when the code has expired or was already used, then it is refused', async () => {
    await request(app).post(`${A}/sendOtp`).send({ number: '9123456780' });
    const code = codes.get('9123456780')!;
    await database.db.update(otpChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await request(app).post(`${A}/verifyOtp`).send({ number: '9123456780', code })).status,
    ).toBe(400);

    await verifiedToken('9123456781');
    const reused = await request(app)
      .post(`${A}/verifyOtp`)
      .send({ number: '9123456781', code: codes.get('9123456781') });
    expect(reused.status).toBe(400);
  });

  it('allows 3 codes per number per hour from one address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await request(app).post(`${A}/sendOtp`).send({ number: '9123456780' })).status).toBe(
        200,
      );
    const limited = await request(app).post(`${A}/sendOtp`).send({ number: '9123456780' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many codes/);
  });

  it('stops a burst to many numbers from one client, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await request(app)
        .post(`${A}/sendOtp`)
        .set('X-Forwarded-For', `203.0.113.${i}`)
        .send({ number: `98765${String(i).padStart(5, '0')}` });
      expect(response.status).toBe(200);
    }
    const pumped = await request(app)
      .post(`${A}/sendOtp`)
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ number: '9000000099' });
    expect(pumped.status).toBe(429);
  });

  it('when sending fails at the provider, then Something Went Wrong', async () => {
    const failing = createTestApp(
      database.db,
      {},
      {
        otp: {
          name: 'local',
          send: () => Promise.reject(new Error('down')),
          check: async () => false,
        },
      },
    );
    const response = await request(failing).post(`${A}/sendOtp`).send({ number: '9123456780' });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: 'Something Went Wrong' });
  });
});

describe('sign-up', () => {
  it('creates the account for a verified number and signs it in', async () => {
    const response = await signUp();
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ name: 'Priya Nair', phone: '9123456780' });
    const check = await request(app)
      .post(`${A}/checkUserToken`)
      .set('Authorization', `barear ${response.body.token}`);
    expect(check.body.user.name).toBe('Priya Nair');
  });

  it('refuses a number that was not verified, a proof for another number, and a proof used twice', async () => {
    const without = await request(app)
      .post(`${A}/userSignup`)
      .send({ name: 'X', number: '9123456780', password: 'long-enough-password' });
    expect(without.status).toBe(400);
    const forged = await request(app).post(`${A}/userSignup`).send({
      name: 'X',
      number: '9123456780',
      password: 'long-enough-password',
      verificationToken: 'abc',
    });
    expect(forged.status).toBe(400);
    const proof = await verifiedToken('9123456781');
    const other = await request(app).post(`${A}/userSignup`).send({
      name: 'X',
      number: '9123456780',
      password: 'long-enough-password',
      verificationToken: proof,
    });
    expect(other.status).toBe(400);
    const first = await request(app).post(`${A}/userSignup`).send({
      name: 'X',
      number: '9123456781',
      password: 'long-enough-password',
      verificationToken: proof,
    });
    expect(first.status).toBe(201);
    const again = await request(app).post(`${A}/userSignup`).send({
      name: 'Y',
      number: '9123456781',
      password: 'long-enough-password',
      verificationToken: proof,
    });
    expect(again.status).toBe(400);
    expect(await database.db.$count(customers)).toBe(1);
  });

  it('refuses short passwords and an already registered number', async () => {
    const proof = await verifiedToken('9123456780');
    const short = await request(app)
      .post(`${A}/userSignup`)
      .send({ name: 'X', number: '9123456780', password: 'short', verificationToken: proof });
    expect(short.body).toEqual({ error: 'Password must have at least 8 characters' });
    await createCustomer(database.db, { phone: '9123456782' });
    const taken = await signUp('9123456782');
    expect(taken.status).toBe(409);
    const check = await request(app).post(`${A}/userCheck`).send({ number: '9123456782' });
    expect(check.status).toBe(409);
    expect(check.body.error).toBe('This number is already registered, please login');
  });

  it('ignores extra fields: no role, phone or verified flag can be smuggled in', async () => {
    const proof = await verifiedToken('9123456780');
    const response = await request(app).post(`${A}/userSignup`).send({
      name: 'Mallory',
      number: '9123456780',
      password: 'long-enough-password',
      verificationToken: proof,
      role: 'vendor',
      phone: '9999999999',
      verified: true,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.status).toBe(201);
    expect(response.body.user.phone).toBe('9123456780');
    expect(response.body.user.id).not.toBe('00000000-0000-4000-8000-000000000000');
    const asVendor = await request(app)
      .post('/api/vendor/156/checkAdminToken')
      .set('Authorization', `barear ${response.body.token}`);
    expect(asVendor.status).toBe(403);
  });
});

describe('sign-in and forgot password', () => {
  it('signs in with the right password; wrong ones get one message, then a 429 after 10 tries', async () => {
    await signUp('9123456780', 'right-password-1');
    const ok = await request(app)
      .post(`${A}/userSignin`)
      .send({ phone: '9123456780', password: 'right-password-1' });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(['token', 'user']);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await request(app)
        .post(`${A}/userSignin`)
        .send({ phone: '9123456780', password: 'nope' });
      expect(wrong.body).toEqual({ error: 'Invalid number or password' });
    }
    const limited = await request(app)
      .post(`${A}/userSignin`)
      .set('X-Forwarded-For', '10.1.1.1')
      .send({ phone: '9123456780', password: 'right-password-1' });
    expect(limited.status).toBe(429);
  });

  it('resets the password with a verified number and ends the old sessions', async () => {
    const created = await signUp('9123456780', 'old-password-1');
    const proof = await verifiedToken('9123456780');
    const reset = await request(app)
      .post(`${A}/userForget`)
      .send({ number: '9123456780', newPassword: 'new-password-1', verificationToken: proof });
    expect(reset.body).toEqual({ message: 'Password Changed Successfully, Now Login' });
    expect(
      (
        await request(app)
          .post(`${A}/checkUserToken`)
          .set('Authorization', `barear ${created.body.token}`)
      ).status,
    ).toBe(401);
    expect(
      (
        await request(app)
          .post(`${A}/userSignin`)
          .send({ phone: '9123456780', password: 'new-password-1' })
      ).status,
    ).toBe(200);
    const replay = await request(app)
      .post(`${A}/userForget`)
      .send({ number: '9123456780', newPassword: 'evil-password-1', verificationToken: proof });
    expect(replay.status).toBe(400);
  });
});

describe('profile', () => {
  it("renames the token's user only; another userId is refused and extra fields change nothing", async () => {
    const me = await createCustomer(database.db, { phone: '9123456780' });
    const other = await createCustomer(database.db);
    const renamed = await request(app)
      .post(`${A}/updateProfile/general`)
      .set('Authorization', `barear ${me.token}`)
      .send({ userId: me.id, uname: 'Meera', phone: '9000000000' });
    expect(renamed.body).toMatchObject({
      message: 'Update Successfully',
      user: { name: 'Meera', phone: '9123456780' },
    });
    const forbidden = await request(app)
      .post(`${A}/updateProfile/general`)
      .set('Authorization', `barear ${me.token}`)
      .send({ userId: other.id, uname: 'Hacked' });
    expect(forbidden.status).toBe(403);
    const row = await database.db.query.customers.findFirst({ where: eq(customers.id, other.id) });
    expect(row!.name).toBe('Asha Verma');
  });

  it('changes the password only right after the current one was confirmed, and renews the token', async () => {
    const me = await createCustomer(database.db, { password: 'current-password' });
    const auth = { Authorization: `barear ${me.token}` };
    const early = await request(app)
      .post(`${A}/updateProfile/security/updatePassword`)
      .set(auth)
      .send({ password: 'brand-new-password' });
    expect(early.status).toBe(403);
    const wrong = await request(app)
      .post(`${A}/updateProfile/security/checkPassword`)
      .set(auth)
      .send({ password: 'nope' });
    expect(wrong.body).toEqual({ error: 'Current password is wrong' });
    expect(
      (
        await request(app)
          .post(`${A}/updateProfile/security/checkPassword`)
          .set(auth)
          .send({ password: 'current-password' })
      ).status,
    ).toBe(200);
    const updated = await request(app)
      .post(`${A}/updateProfile/security/updatePassword`)
      .set(auth)
      .send({ password: 'brand-new-password' });
    expect(updated.body).toMatchObject({ message: 'Password Updated', token: expect.any(String) });
    expect((await request(app).post(`${A}/checkUserToken`).set(auth)).status).toBe(401);
    expect(
      (
        await request(app)
          .post(`${A}/checkUserToken`)
          .set('Authorization', `barear ${updated.body.token}`)
      ).status,
    ).toBe(200);
    const second = await request(app)
      .post(`${A}/updateProfile/security/updatePassword`)
      .set('Authorization', `barear ${updated.body.token}`)
      .send({ password: 'third-password-x' });
    expect(second.status).toBe(403);
  });
});
