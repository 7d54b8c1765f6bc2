import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../db/connection-errors';
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
    const clientStatus = clientErrorStatus(err);
    if (clientStatus === 404) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const status = bodyParserStatus(err) ?? clientStatus;
    if (status) {
      res
        .status(status)
        .json({ error: status === 413 ? 'Request is too large' : 'Malformed request' });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // The database dropped, froze or is restarting: the pool reconnects by itself.
      logger.warn({ err, method: req.method, url: req.originalUrl }, 'database unavailable');
      res.setHeader('Retry-After', '5');
      res.status(503).json({ error: UNAVAILABLE_MESSAGE });
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

/** 4xx errors raised by Express's own middleware (static files, body parsing) carry `status`. */
function clientErrorStatus(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('status' in err)) return undefined;
  const status = (err as { status: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
