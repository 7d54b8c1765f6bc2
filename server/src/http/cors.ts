import type { RequestHandler } from 'express';

const ALLOWED_METHODS = 'GET, POST';
const ALLOWED_HEADERS = 'Authorization, Content-Type';

/**
 * CORS for the listed origins (a client served from a static host or CDN), without credentials:
 * tokens travel in the Authorization header, never in cookies. A preflight is answered here,
 * before any guard; one from an origin not listed gets no CORS headers, so the browser refuses.
 * Requests without an Origin header (same origin, servers, curl) pass untouched.
 */
export function crossOrigin(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'];
    if (origin) res.vary('Origin');
    if (!origin || !allowed.has(origin)) {
      if (preflight) {
        res.status(403).end();
        return;
      }
      next();
      return;
    }
    res.set('Access-Control-Allow-Origin', origin);
    if (preflight) {
      res.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.set('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
