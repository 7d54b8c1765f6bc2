import { appConfigFrom } from './app-config';
import { databasePoolSizeDefault, parseEnv } from './env';

describe('parseEnv', () => {
  it('when nothing is set, then the demo defaults apply', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO_DATA: true,
      READ_CACHE_SECONDS: 10,
      EMBEDDED_SHARED_BUFFERS_MB: 16,
      // Four requests at once (docs/operations.md, "Requests at once").
      API_CONCURRENCY: 4,
      // A client has 20 s for its headers and 300 s for its whole request.
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 300_000,
    });
    expect(appConfigFrom(parseEnv({}), { jwtSecret: 'x'.repeat(32) }).readCacheMb).toBe(4);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('when a PostgreSQL server is set, then the read cache may keep 16 MB; a set size wins', () => {
    const config = (vars: Record<string, string>) =>
      appConfigFrom(parseEnv(vars), { jwtSecret: 'x'.repeat(32) });
    const server = { DATABASE_URL: 'postgres://shop@db.internal:5432/shop' };
    expect(config(server).readCacheMb).toBe(16);
    expect(config({ ...server, READ_CACHE_MB: '8' }).readCacheMb).toBe(8);
    expect(config({ READ_CACHE_MB: '8' }).readCacheMb).toBe(8);
  });

  it('when no pool size is set, then each pool keeps one more connection than the gate lets in, at most 10', () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(databasePoolSizeDefault(4)).toBe(5);
    expect(databasePoolSizeDefault(1)).toBe(2);
    expect(databasePoolSizeDefault(9)).toBe(10);
    expect(databasePoolSizeDefault(50)).toBe(10);
    // The gate off (every request at once): pg's own default.
    expect(databasePoolSizeDefault(0)).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: '7' }).DATABASE_POOL_SIZE).toBe(7);
  });

  it('when a value is malformed, then one line names the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_URL /,
    );
    expect(() => parseEnv({ VENDOR_PHONE: '12345' })).toThrow(
      'Invalid configuration: VENDOR_PHONE must be a 10-digit Indian mobile number',
    );
    expect(() => parseEnv({ READ_CACHE_SECONDS: '-1' })).toThrow(
      /^Invalid configuration: READ_CACHE_SECONDS /,
    );
    expect(() => parseEnv({ READ_CACHE_MB: '0' })).toThrow(
      /^Invalid configuration: READ_CACHE_MB /,
    );
    expect(() => parseEnv({ READ_CACHE_MB: '1.5' })).toThrow(
      /^Invalid configuration: READ_CACHE_MB /,
    );
    expect(() => parseEnv({ EMBEDDED_SHARED_BUFFERS_MB: '0' })).toThrow(
      /^Invalid configuration: EMBEDDED_SHARED_BUFFERS_MB /,
    );
    expect(() => parseEnv({ EMBEDDED_SHARED_BUFFERS_MB: '16MB' })).toThrow(
      /^Invalid configuration: EMBEDDED_SHARED_BUFFERS_MB /,
    );
    expect(() => parseEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /^Invalid configuration: DATABASE_POOL_SIZE /,
    );
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
  });

  it('when the request limit is shorter than the headers limit, then start-up is refused', () => {
    expect(() =>
      parseEnv({ HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrow(
      'Invalid configuration: HTTP_REQUEST_TIMEOUT_MS must not be less than HTTP_HEADERS_TIMEOUT_MS',
    );
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_MS: '500' })).toThrow(
      /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS /,
    );
    expect(parseEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000' }).HTTP_HEADERS_TIMEOUT_MS).toBe(5_000);
  });

  it('when production has no JWT_SECRET, then start-up is refused', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: JWT_SECRET is required when NODE_ENV=production',
    );
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALLOW_LOG_OTP: 'true',
      ...razorpay,
    };
    expect(parseEnv(production).NODE_ENV).toBe('production');
  });

  it('when production has no Razorpay keys, then start-up is refused unless test payments are allowed', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_LOG_OTP: 'true' };
    expect(() => parseEnv(base)).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required/);
    expect(parseEnv({ ...base, ALLOW_TEST_PAYMENTS: 'true' }).ALLOW_TEST_PAYMENTS).toBe(true);
  });

  it('when production has no OTP provider, then start-up is refused unless logged codes are allowed', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALLOW_TEST_PAYMENTS: 'true',
    };
    expect(() => parseEnv(base)).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are required when NODE_ENV=production \(or ALLOW_LOG_OTP=true/,
    );
    // Two of the three Twilio settings are no provider either.
    expect(() =>
      parseEnv({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' }),
    ).toThrow(/TWILIO_VERIFY_SERVICE_SID are required/);
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_VERIFY_SERVICE_SID: 'VA1',
    };
    expect(parseEnv({ ...base, ...twilio }).NODE_ENV).toBe('production');
    expect(parseEnv({ ...base, ALLOW_LOG_OTP: 'true' }).ALLOW_LOG_OTP).toBe(true);
    // Outside production the log is the default provider.
    expect(parseEnv({}).ALLOW_LOG_OTP).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
