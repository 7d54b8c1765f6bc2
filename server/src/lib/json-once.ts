import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import {
  answerEncoding,
  compressAnswer,
  COMPRESSION,
  type AnswerEncoding,
} from '../http/answer-encoding';
import { readEtagOf } from '../http/read-etags';

/**
 * What a RawJson stands as while `writeJson` writes a value (see there); null otherwise.
 */
let standIn: ((raw: RawJson<unknown>) => unknown) | null = null;

/**
 * JSON text made elsewhere (the database writes a list's cards as JSON: products.card_json), sent
 * as it is by sendCachedJson: never parsed and serialized again on its way to the shopper.
 * `parse()` reads it where the server itself needs the values (first-page images, link previews).
 */
export class RawJson<T> {
  #value: T | undefined;
  constructor(readonly text: string) {}

  parse(): T {
    return (this.#value ??= JSON.parse(this.text) as T);
  }

  /** Inside writeJson, its stand-in; anywhere else (res.json, a log) the values it holds. */
  toJSON(): unknown {
    return standIn ? standIn(this) : this.parse();
  }
}

/**
 * JSON.stringify of `value`, each RawJson in it written as `stand(raw)` returns. The stand-in is
 * found through RawJson's toJSON, which JSON.stringify asks of objects anyway: a replacer function
 * would be called for every key and value of the body (twice the time for a product's answer).
 */
export function writeJson(
  value: unknown,
  stand: (raw: RawJson<unknown>) => unknown,
): string | undefined {
  const outer = standIn;
  standIn = stand;
  try {
    return JSON.stringify(value) as string | undefined;
  } finally {
    standIn = outer;
  }
}

/** A response type whose values may be RawJson of what they hold (sendCachedJson sends both). */
export type WithRawJson<T> =
  | RawJson<T>
  | (T extends readonly unknown[]
      ? T
      : T extends object
        ? { [K in keyof T]: WithRawJson<T[K]> }
        : T);

interface Answer {
  text: string;
  /** Made at the first GET or HEAD of the answer ('' when the app makes none). */
  etag?: string;
  /** Whether the text is long enough to be sent compressed (COMPRESSION.thresholdBytes). */
  compressible?: boolean;
  /**
   * The text compressed, in each encoding a client has taken it in, made once (undefined if that
   * failed: the text goes as it is, and the middleware compresses it). ~4 KB for a page of cards
   * of ~40 KB, not weighed by the read cache.
   */
  encoded?: Partial<Record<AnswerEncoding, Promise<Buffer | undefined>>>;
  /** The rewrite the compressed texts were made through (rewriteJsonAnswers). */
  encodedThrough?: JsonRewrite;
}

/** A change every JSON text the app answers gets on its way out, the same for every request. */
export type JsonRewrite = (json: string) => string;
const REWRITE = Symbol('json rewrite');

/**
 * Has `res`'s JSON text go through `rewrite` (the shop's image urls made absolute on PUBLIC_URL:
 * modules/media/public-image-urls.ts, which also rewrites what res.send sends). A compressed
 * answer cannot be rewritten once made, so sendCachedJson compresses the rewritten text; pass
 * the same function for every request, or each request compresses anew.
 */
export function rewriteJsonAnswers(res: Response, rewrite: JsonRewrite): void {
  (res.locals as Record<symbol, JsonRewrite>)[REWRITE] = rewrite;
}

/**
 * Each key's answer, kept on the key itself, under a property that no JSON, spread or listing of
 * its keys shows. Not in a WeakMap: while the map is old, V8's young-generation collections kept
 * the values of its young keys, so the text of every answer past the read cache outlived its
 * request and was copied into the old generation (docs/performance.md).
 */
const ANSWER = Symbol('answer');
type Answered = { [ANSWER]?: Answer };
// Marks where a RawJson goes while the rest is serialized: a NUL and this process's secret, so
// no string of a request's or of the database's can pass for one.
const mark = `\u0000${randomUUID()}:`;
const marks = new RegExp(`"\\\\u0000${mark.slice(1)}(\\d+)"`, 'g');

/** `body` as JSON, each RawJson in it written as its text. */
export function stringifyWithRawJson(body: unknown): string {
  const raw: string[] = [];
  const text = writeJson(body, (value) => `${mark}${raw.push(value.text) - 1}`)!;
  if (raw.length === 0) return text;
  return text.replace(marks, (_mark, index: string) => raw[Number(index)]!);
}

/** Answers `body` as res.json does, each RawJson in it written as its text. */
export function sendJson<T>(res: Response, body: WithRawJson<T>): void {
  res.type('json').send(stringifyWithRawJson(body));
}

/**
 * Answers `body()` as res.json does, made once per `key`: the list the read cache hands out
 * again and again (a page of cards with their variants is ~30 KB) is neither serialized,
 * hashed for its ETag nor compressed on every hit. The answer must be a function of `key` alone,
 * and `key` must not change after its first use; cached lists never do. RawJson values in the
 * body are written as their text. Only GET and HEAD answers carry an ETag (http/read-etags.ts).
 * A client that takes brotli or gzip gets the answer in it, as the compression middleware would
 * send it (http/answer-encoding.ts), compressed at its first request and kept with the text.
 */
export function sendCachedJson<T>(res: Response, key: object, body: () => WithRawJson<T>): void {
  sendCachedText(res, key, 'json', () => stringifyWithRawJson(body()));
}

/**
 * Answers `text()` with the content type `type` as res.send does, made once per `key`, its ETag
 * and compressed forms kept with it as sendCachedJson keeps an answer's (the storefront's pages,
 * http/static-client.ts; the sitemap, seo/crawl.routes.ts). A JSON rewrite (rewriteJsonAnswers)
 * applies to JSON answers only.
 */
export function sendCachedText(
  res: Response,
  key: object,
  type: 'json' | 'html' | 'xml',
  text: () => string,
): void {
  let answer = (key as Answered)[ANSWER];
  if (answer === undefined) {
    answer = { text: text() };
    // A frozen key is answered anew each time.
    if (Object.isExtensible(key)) Object.defineProperty(key, ANSWER, { value: answer });
  }
  const method = res.req.method;
  if (method === 'GET' || method === 'HEAD') {
    answer.etag ??= readEtagOf(res, answer.text) ?? '';
    if (answer.etag) res.set('ETag', answer.etag);
  }
  res.type(type);
  answer.compressible ??= Buffer.byteLength(answer.text) >= COMPRESSION.thresholdBytes;
  // A revalidated GET is answered 304, without a body to compress.
  const encoding =
    answer.compressible && method !== 'HEAD' && !res.req.fresh
      ? answerEncoding(res.req)
      : undefined;
  if (encoding === undefined) {
    res.send(answer.text);
    return;
  }
  const rewrite =
    type === 'json' ? (res.locals as Record<symbol, JsonRewrite | undefined>)[REWRITE] : undefined;
  if (answer.encoded === undefined || answer.encodedThrough !== rewrite) {
    answer.encoded = {};
    answer.encodedThrough = rewrite;
  }
  const sent = answer.text;
  const compressing = (answer.encoded[encoding] ??= compressAnswer(
    rewrite ? rewrite(sent) : sent,
    encoding,
  ).catch(() => undefined));
  void compressing.then((compressed) => {
    if (compressed === undefined) res.send(sent);
    else res.vary('Accept-Encoding').set('Content-Encoding', encoding).send(compressed);
  });
}
