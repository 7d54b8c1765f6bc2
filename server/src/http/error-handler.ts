import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../lib/logger';
import { HttpError, NotFound, TooManyRequests } from './errors';

/** Unknown /api paths answer JSON, never the SPA. */
export const apiNotFound: RequestHandler = (req) => {
  throw new NotFound(`No such endpoint: ${req.method} ${req.path}`);
};

/** Turns every error into `{ error }` with its status; unexpected ones are logged, never leaked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (err instanceof TooManyRequests && err.retryAfterSeconds) {
      res.setHeader('Retry-After', String(err.retryAfterSeconds));
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.message });
      return;
    }
    const status = bodyParserStatus(err);
    if (status) {
      res.status(status).json({ error: status === 413 ? 'Request is too large' : 'Malformed request body' });
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ error: 'Something went wrong, please try again' });
  };
}

function bodyParserStatus(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('type' in err)) return undefined;
  const type = (err as { type: unknown }).type;
  if (type === 'entity.too.large') return 413;
  if (type === 'entity.parse.failed' || type === 'encoding.unsupported') return 400;
  return undefined;
}
