import type { Request } from 'express';
import Negotiator from 'negotiator';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * How the shop compresses its answers, in one place: the compression middleware (app.ts) for
 * answers made per request, and sendCachedJson (lib/json-once.ts) for the answers the read cache
 * hands out again, which are compressed once and kept.
 */
export const COMPRESSION = {
  /** Answers shorter than this go as they are: compressing them saves less than it costs. */
  thresholdBytes: 1024,
  /** Brotli's quality: its fastest settings that still beat gzip's size (gzip keeps zlib's 6). */
  brotliQuality: 4,
} as const;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding the compression middleware would choose for this request among those the shop
 * keeps answers in: the client's most wanted (its q-values), brotli first on a tie. Undefined
 * when the client wants neither (no Accept-Encoding, or only deflate: the middleware answers it).
 */
export function answerEncoding(req: Pick<Request, 'headers'>): AnswerEncoding | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  const chosen = new Negotiator(req).encoding(['gzip', 'deflate', 'identity', 'br'], {
    preferred: ['br', 'gzip'],
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** `text` compressed on zlib's threads (off the event loop), as the middleware would send it. */
export function compressAnswer(text: string, encoding: AnswerEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, body: Buffer) => (error ? reject(error) : resolve(body));
    if (encoding === 'gzip') gzip(text, done);
    else
      brotliCompress(
        text,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        },
        done,
      );
  });
}
