/** What a shopper reads while the database is out of reach. */
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable, please try again';

// Socket errors of a lost or unreachable server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that went away, is starting or stopping, or gave up on a statement:
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57014 query_canceled
// (statement_timeout), 25P03 idle_in_transaction_session_timeout, 53300 too_many_connections,
// and class 08, connection exceptions.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

// node-postgres reports a dropped link or a timeout with a plain Error and no code.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^The database link went silent/,
];

/** The chain of an error and its causes (Drizzle wraps the driver's error in `cause`). */
export function causesOf(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = err; current !== undefined && current !== null && chain.length < 10;) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/** True when the error means the database is out of reach, not that the request was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causesOf(err).some((error) => {
    if (typeof error !== 'object' || error === null) return false;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
  });
}
