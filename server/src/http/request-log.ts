import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { serializeError, type Logger } from '../lib/logger';

type Request = IncomingMessage & { originalUrl?: string };

/**
 * One short line per /api request: "POST /api/user/cart/156/add 200 12ms", with the method, URL,
 * status and milliseconds as fields too; never the headers (tokens, cookies) or the body.
 * 4xx answers log as warnings and 5xx as errors.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: {
      err: serializeError,
      req: (req: Request) => ({ method: req.method, url: req.originalUrl ?? req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    wrapSerializers: false,
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (req, res, ms) => requestLine(req, res, ms),
    customErrorMessage: (req, res) => requestLine(req, res),
  });
}

function requestLine(req: Request, res: ServerResponse, ms?: number): string {
  const time = ms === undefined ? '' : ` ${Math.round(ms)}ms`;
  return `${req.method} ${req.originalUrl ?? req.url} ${res.statusCode}${time}`;
}
