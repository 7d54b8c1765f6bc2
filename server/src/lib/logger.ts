import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; `silent` in tests. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
      censor: '[redacted]',
    },
  });
}
