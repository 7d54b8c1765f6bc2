import compression from 'compression';
import type { Request } from 'express';
import Negotiator from 'negotiator';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';

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
  /**
   * Brotli's window, 2^18 bytes: larger than any page of cards. Brotli's default (2^22) sets up
   * a 4 MB ring buffer for every answer; for a 40 KB page that doubled the time (0.68 against
   * 0.25-0.43 ms) for the same bytes.
   */
  brotliWindowBits: 18,
} as const;

/** Brotli as the shop compresses answers (the middleware takes the same parameters). */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
  [constants.BROTLI_PARAM_LGWIN]: COMPRESSION.brotliWindowBits,
};

/** The compression middleware: answers made per request, compressed as the client asks. */
export function compressAnswers() {
  return compression({ threshold: COMPRESSION.thresholdBytes, brotli: { params: BROTLI_PARAMS } });
}

/**
 * Answers up to brotli's window are compressed at once on the event loop. zlib's asynchronous
 * calls cost the event loop as much in their streams' machinery (0.2-0.3 ms for a 40 KB page)
 * and twice the CPU in all (0.6-0.9 ms against 0.25-0.43), on a machine whose other cores run
 * the database.
 */
const AT_ONCE_UP_TO_BYTES = 2 ** COMPRESSION.brotliWindowBits;

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

/** `text` compressed as the middleware would send it; a long one on zlib's threads. */
export function compressAnswer(text: string, encoding: AnswerEncoding): Promise<Buffer> {
  const bytes = Buffer.byteLength(text);
  const brotli: BrotliOptions = {
    params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
  };
  if (bytes <= AT_ONCE_UP_TO_BYTES) {
    try {
      return Promise.resolve(
        encoding === 'gzip' ? gzipSync(text) : brotliCompressSync(text, brotli),
      );
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, body: Buffer) => (error ? reject(error) : resolve(body));
    if (encoding === 'gzip') gzip(text, done);
    else brotliCompress(text, brotli, done);
  });
}
