import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

/**
 * Structured JSON logs, or (`pretty`, for a person at a terminal) one readable line each through
 * pino-pretty, a development tool. `silent` in tests. `destination` lets tests read what would
 * be written.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  format: LogFormat = 'json',
): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
  };
  if (destination) return pino(options, destination);
  if (format === 'pretty' && prettyPrinterInstalled()) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: {
          colorize: Boolean(process.stdout.isTTY),
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,req,res,responseTime,reqId,port,startupMs',
          singleLine: true,
        },
      },
    });
  }
  return pino(options);
}

/**
 * Readable lines when a person reads them: in development, or at a terminal outside
 * production. JSON (for log collectors) in production and wherever LOG_FORMAT=json.
 */
export function logFormatFor(env: {
  NODE_ENV: string;
  LOG_FORMAT?: LogFormat;
  isTTY?: boolean;
}): LogFormat {
  if (env.LOG_FORMAT) return env.LOG_FORMAT;
  if (env.NODE_ENV === 'production') return 'json';
  return env.NODE_ENV === 'development' || env.isTTY ? 'pretty' : 'json';
}

/** pino-pretty is a development dependency: an install without it logs JSON. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** How much of a failed query's SQL a log line keeps: enough to name the statement. */
const QUERY_WORDS = 8;
/** What a database error may tell about itself without quoting the data it was given. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'routine',
];
/** Never logged, at any depth: the values of a query (addresses, phones, names...). */
const SECRET_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/**
 * pino's `err` serializer. A database error (Drizzle's DrizzleQueryError, or the driver's error
 * under it) keeps its SQLSTATE code and the first words of its query; its parameters, its
 * message and stack head (which quote them) and the driver's `detail` never reach the log.
 * Other errors keep their message, stack and own fields, minus any `params`/`parameters`.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (typeof err !== 'object' || err === null) return err;
  if (depth > 4) return '[cause]';
  const error = err as Record<string, unknown> & Partial<Error>;
  const type = (error.constructor as { name?: string } | undefined)?.name ?? 'Error';
  const query = typeof error.query === 'string' ? firstWords(error.query) : undefined;
  const fromDatabase = query !== undefined || isDatabaseError(error);
  const out: Record<string, unknown> = { type };
  if (fromDatabase) {
    out.message =
      query !== undefined ? `Failed query: ${query}` : `Database error ${String(error.code)}`;
    if (query !== undefined) out.query = query;
    for (const field of DATABASE_FIELDS) if (error[field] !== undefined) out[field] = error[field];
    out.stack = `${type}: ${String(out.message)}\n${stackFrames(error.stack)}`;
  } else {
    for (const [key, value] of Object.entries(error)) {
      if (!SECRET_FIELDS.has(key) && key !== 'cause') out[key] = value;
    }
    out.message = error.message;
    out.stack = error.stack;
  }
  if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** PostgreSQL (pg, PGlite) errors carry a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return (
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    typeof error.severity === 'string'
  );
}

function firstWords(query: string): string {
  const words = query.trim().split(/\s+/);
  return words.slice(0, QUERY_WORDS).join(' ') + (words.length > QUERY_WORDS ? ' …' : '');
}

/** Only the "    at ..." lines: a stack's first line repeats the message. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
