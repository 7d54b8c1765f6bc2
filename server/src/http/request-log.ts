import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../lib/logger';

/**
 * One short line per /api request: "POST /api/user/cart/156/add 200 12ms", with the method, URL,
 * status and milliseconds as fields too; never the headers (tokens, cookies) or the body.
 * 4xx answers log as warnings and 5xx as errors; an answer the client left before it was sent
 * says so ("(cut off)") in place of its milliseconds.
 *
 * A request costs a listener and, when the line's level is on, the line: no logger per request
 * (pino-http made two child loggers for every request, ~7 % of an uncached list's CPU, even
 * with the level off).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    if (!url.startsWith('/api')) return next();
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const cut = !res.writableFinished;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Math.round(performance.now() - started);
      logger[level](
        {
          req: { method: req.method, url },
          res: { statusCode: res.statusCode },
          responseTime,
        },
        `${requestLine(req, res)}${cut ? ' (cut off)' : ` ${responseTime}ms`}`,
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

function requestLine(req: Request, res: Response): string {
  return `${req.method} ${req.originalUrl} ${res.statusCode}`;
}
