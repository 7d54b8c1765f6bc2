import bcrypt from 'bcryptjs';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { createCustomer, createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { appConfigFrom } from '../../config/app-config';
import { parseEnv } from '../../config/env';
import { createLogger } from '../../lib/logger';
import { createLocalOtpProvider } from '../../providers/otp/local-otp';

// Abuse of accounts by strangers: every request here names its client address through
// X-Forwarded-For, which the app trusts (TRUST_PROXY) as it would behind the shop's proxy.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const A = '/api/user/auth/156';
const VENDOR = '/api/vendor/156';
const OWNER_ADDRESS = '198.51.100.1';
const STRANGER = '203.0.113.66';
const defaults = appConfigFrom(parseEnv({}), { jwtSecret: 'x'.repeat(32) }).limits;

let codes: Map<string, string[]>;
let app: ReturnType<typeof createTestApp>;
function appWith(login: Partial<typeof defaults.login> = {}) {
  const otp = createLocalOtpProvider('otp-test-secret', createLogger('silent'), (phone, code) =>
    codes.set(phone, [...(codes.get(phone) ?? []), code]),
  );
  return createTestApp(
    database.db,
    { trustProxy: 'true', limits: { otp: defaults.otp, login: { ...defaults.login, ...login } } },
    { otp },
  );
}
beforeEach(async () => {
  await database.reset();
  codes = new Map();
  app = appWith();
});
afterEach(() => jest.restoreAllMocks());

const from = (address: string, path: string, body: object) =>
  request(app).post(path).set('X-Forwarded-For', address).send(body);
const lastCode = (phone: string) => codes.get(phone)!.at(-1)!;
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

describe('cheap checks before expensive work', () => {
  it('when sign-up and reset carry a junk proof, then they are refused without hashing a password', async () => {
    const hash = jest.spyOn(bcrypt, 'hash');
    for (let i = 0; i < 10; i += 1) {
      const signup = await from(STRANGER, `${A}/userSignup`, {
        name: 'Junk',
        number: '9123456780',
        password: 'long-enough-password',
        verificationToken: 'junk',
      });
      expect(signup.status).toBe(400);
      const reset = await from(STRANGER, `${A}/userForget`, {
        number: '9123456780',
        newPassword: 'long-enough-password',
        verificationToken: 'junk',
      });
      expect(reset.status).toBe(400);
    }
    expect(hash).not.toHaveBeenCalled();
  });

  it('when one address keeps sending password writes, then it is refused before any hash', async () => {
    const hash = jest.spyOn(bcrypt, 'hash');
    app = appWith({ passwordWritesPerClientPerHour: 3 });
    const junk = {
      number: '9123456780',
      newPassword: 'long-enough-password',
      verificationToken: 'x',
    };
    for (let i = 0; i < 3; i += 1)
      expect((await from(STRANGER, `${A}/userForget`, junk)).status).toBe(400);
    expect((await from(STRANGER, `${A}/userForget`, junk)).status).toBe(429);
    expect((await from(OWNER_ADDRESS, `${A}/userForget`, junk)).status).toBe(400);
    expect(hash).not.toHaveBeenCalled();
  });

  it('when one address asks whether numbers are registered too often, then it is limited', async () => {
    app = appWith({ numberChecksPerClientPerHour: 3 });
    for (let i = 0; i < 3; i += 1) {
      const check = await from(STRANGER, `${A}/userCheck`, { number: `900000000${i}` });
      expect(check.status).toBe(200);
    }
    expect((await from(STRANGER, `${A}/userCheck`, { number: '9000000009' })).status).toBe(429);
    expect((await from(OWNER_ADDRESS, `${A}/userCheck`, { number: '9000000009' })).status).toBe(
      200,
    );
  });
});

describe('nobody locks another person out of sign-in', () => {
  it('when a stranger hammers a shopper number, then the stranger is limited and the shopper signs in from another address', async () => {
    const shopper = await createCustomer(database.db, { password: 'shopper-password' });
    for (let i = 0; i < 10; i += 1) {
      const wrong = await from(STRANGER, `${A}/userSignin`, {
        phone: shopper.phone,
        password: `guess-${i}`,
      });
      expect(wrong.status).toBe(401);
    }
    const stranger = await from(STRANGER, `${A}/userSignin`, {
      phone: shopper.phone,
      password: 'shopper-password',
    });
    expect(stranger.status).toBe(429);
    const owner = await from(OWNER_ADDRESS, `${A}/userSignin`, {
      phone: shopper.phone,
      password: 'shopper-password',
    });
    expect(owner.status).toBe(200);
  });

  it('when a stranger hammers the owner number, then the owner still signs in to the admin from another address', async () => {
    const vendor = await createVendor(database.db, { password: 'owner-password' });
    for (let i = 0; i < 12; i += 1) {
      await from(STRANGER, `${VENDOR}/signin`, { phone: vendor.phone, password: `guess-${i}` });
    }
    const stranger = await from(STRANGER, `${VENDOR}/signin`, {
      phone: vendor.phone,
      password: 'owner-password',
    });
    expect(stranger.status).toBe(429);
    const owner = await from(OWNER_ADDRESS, `${VENDOR}/signin`, {
      phone: vendor.phone,
      password: 'owner-password',
    });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('when sign-ins from one address succeed, then they do not use up its budget for failures', async () => {
    app = appWith({ failuresPerClient: 2 });
    const shopper = await createCustomer(database.db, { password: 'shopper-password' });
    const signIn = (phone: string, password: string) =>
      from(OWNER_ADDRESS, `${A}/userSignin`, { phone, password });
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(shopper.phone, 'shopper-password')).status).toBe(200);
    }
    expect((await signIn('9000000001', 'wrong-password')).status).toBe(401);
    expect((await signIn('9000000002', 'wrong-password')).status).toBe(401);
    expect((await signIn('9000000003', 'wrong-password')).status).toBe(429);
  });
});

describe('nobody locks another person out of phone codes', () => {
  it('when a stranger asks for more codes, then the code already sent to the owner stays valid', async () => {
    expect((await from(OWNER_ADDRESS, `${A}/sendOtp`, { number: '9123456780' })).status).toBe(200);
    const ownersCode = lastCode('9123456780');
    for (let i = 0; i < 3; i += 1) {
      expect((await from(STRANGER, `${A}/sendOtp`, { number: '9123456780' })).status).toBe(200);
    }
    const verified = await from(OWNER_ADDRESS, `${A}/verifyOtp`, {
      number: '9123456780',
      code: ownersCode,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.verificationToken).toEqual(expect.any(String));
  });

  it('when a stranger is refused more codes for a number, then the owner still gets one from a new address, and a busy number waits minutes, not an hour', async () => {
    for (let i = 0; i < 3; i += 1) await from(STRANGER, `${A}/sendOtp`, { number: '9123456780' });
    const stranger = await from(STRANGER, `${A}/sendOtp`, { number: '9123456780' });
    expect(stranger.status).toBe(429);
    expect((await from(OWNER_ADDRESS, `${A}/sendOtp`, { number: '9123456780' })).status).toBe(200);

    await from('203.0.113.67', `${A}/sendOtp`, { number: '9123456780' });
    const busy = await from('198.51.100.2', `${A}/sendOtp`, { number: '9123456780' });
    expect(busy.status).toBe(429);
    expect(Number(busy.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
  });

  it('when a stranger guesses wrong codes, then the stranger is stopped and the owner code still works', async () => {
    await from(OWNER_ADDRESS, `${A}/sendOtp`, { number: '9123456780' });
    const right = lastCode('9123456780');
    for (let i = 0; i < 5; i += 1) {
      const guess = await from(STRANGER, `${A}/verifyOtp`, {
        number: '9123456780',
        code: wrongCode(right),
      });
      expect(guess.status).toBe(400);
    }
    expect(
      (await from(STRANGER, `${A}/verifyOtp`, { number: '9123456780', code: right })).status,
    ).toBe(429);
    const owner = await from(OWNER_ADDRESS, `${A}/verifyOtp`, {
      number: '9123456780',
      code: right,
    });
    expect(owner.status).toBe(200);
  });
});
