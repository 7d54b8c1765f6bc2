import type { Express, Response } from 'express';

type EtagOf = (body: string | Buffer, encoding?: BufferEncoding) => string;

/** The app setting holding the ETag generator of GET and HEAD answers. */
const READ_ETAG = 'read etag fn';

/**
 * ETags only on GET and HEAD answers, the ones a client revalidates (If-None-Match, answered
 * 304). Express makes one for every answer, POSTs included, whose answers are never revalidated:
 * it hashes the whole body. For a page of cards read past the read cache (~40 KB) that was
 * 15-20 % of the server's time (a category page: 2,022 -> 2,327 req/s, PostgreSQL server,
 * 10,000 products). GET and HEAD answers keep Express's own weak ETag. Call before any route.
 */
export function etagsOnReadsOnly(app: Express): void {
  const etagOf = app.get('etag fn') as EtagOf | undefined;
  app.set('etag', false);
  if (!etagOf) return;
  app.set(READ_ETAG, etagOf);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      if ((typeof body === 'string' || Buffer.isBuffer(body)) && !res.get('ETag'))
        res.set('ETag', etagOf(body, 'utf8'));
      return send(body);
    }) as typeof res.send;
    next();
  });
}

/** The ETag a GET or HEAD answer of `body` gets (undefined when the app makes none). */
export function readEtagOf(res: Response, body: string): string | undefined {
  return (res.app.get(READ_ETAG) as EtagOf | undefined)?.(body, 'utf8');
}
