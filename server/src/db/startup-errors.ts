import { causesOf } from './connection-errors';
import { StartupError } from './data-dir';

export interface StartupContext {
  databaseUrl?: string;
  connectTimeoutMs?: number;
}

const SOCKET_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/**
 * One line saying why the shop could not start, from the cause rather than its wrapper:
 * Drizzle reports every failure as "Failed query: CREATE SCHEMA ...", which names the first
 * statement of the migrations, not the unreachable server or the missing database.
 */
export function describeStartupError(err: unknown, context: StartupContext = {}): string {
  const chain = causesOf(err);
  const refusal = chain.find((error) => error instanceof StartupError);
  if (refusal) return (refusal as StartupError).message;
  const server = serverAddress(context.databaseUrl);
  for (const error of chain) {
    if (typeof error !== 'object' || error === null) continue;
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SOCKET_REASONS[code]) {
      return `cannot reach the PostgreSQL server at ${server} (${SOCKET_REASONS[code]})`;
    }
    if (typeof message !== 'string') continue;
    if (/timeout/i.test(message) && /connect/i.test(message)) {
      const limit = context.connectTimeoutMs ? ` within ${context.connectTimeoutMs} ms` : '';
      return `the PostgreSQL server at ${server} did not answer${limit} (DATABASE_CONNECT_TIMEOUT_MS)`;
    }
    if (/^Connection terminated/.test(message)) {
      return `the PostgreSQL server at ${server} closed the connection during start-up`;
    }
    // A server's own error (SQLSTATE): `database "x" does not exist`, `role "x" does not exist`.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return message;
  }
  const innermost = chain[chain.length - 1];
  return innermost instanceof Error ? innermost.message : String(innermost);
}

function serverAddress(url: string | undefined): string {
  if (!url) return 'the configured address';
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'the configured address';
  }
}
