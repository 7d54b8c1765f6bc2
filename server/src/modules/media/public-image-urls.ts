import type { RequestHandler } from 'express';
import { rewriteJsonAnswers } from '../../lib/json-once';

/**
 * The shop's own image urls as stored: uploads (`/uploads/<32 hex>.webp` and their `-400`
 * thumbnails) and the demo pictures (`/uploads/demo/....svg`). Cloudinary urls are absolute.
 */
const OWN_IMAGE_PATH = String.raw`/uploads/(?:[0-9a-f]{32}(?:-400)?\.webp|demo/[a-z0-9/-]+\.svg)`;
const OWN_IMAGE = new RegExp(`^${OWN_IMAGE_PATH}$`);

/**
 * A JSON string that is exactly one of those paths. Its quote is an opening one: in JSON a
 * closing quote is never followed by "/", and a quote inside a string is escaped (`\"`).
 */
const OWN_IMAGE_STRING = new RegExp(`(?<!\\\\)"(${OWN_IMAGE_PATH}")`, 'g');

/** Stored image paths as absolute urls on `publicUrl`, in a serialized JSON answer. */
export function absoluteImageUrls(json: string, publicUrl: string): string {
  return json.replace(OWN_IMAGE_STRING, (_match, rest: string) => `"${publicUrl}${rest}`);
}

/** Every string of `value` that is `publicUrl` + an own image path, back to the stored path. */
export function storedImageUrls<T>(value: T, publicUrl: string): T {
  if (typeof value === 'string') {
    if (!value.startsWith(publicUrl)) return value;
    const path = value.slice(publicUrl.length);
    return (OWN_IMAGE.test(path) ? path : value) as T;
  }
  if (Array.isArray(value))
    return value.map((item: unknown) => storedImageUrls(item, publicUrl)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = storedImageUrls(item, publicUrl);
    return copy as T;
  }
  return value;
}

/**
 * PUBLIC_URL set: the API answers the shop's images as absolute urls on it (a client served from
 * another origin shows them), and takes them back in requests as the paths the database keeps,
 * so stored urls never depend on the setting. Unset: answers and requests pass untouched.
 * Mounted once, after the JSON parser, in front of every API route.
 */
export function publicImageUrls(publicUrl: string | undefined): RequestHandler {
  if (!publicUrl) return (_req, _res, next) => next();
  const origin = publicUrl.replace(/\/+$/, '');
  const rewrite = (json: string) => absoluteImageUrls(json, origin);
  return (req, res, next) => {
    if (req.body !== undefined) req.body = storedImageUrls(req.body as unknown, origin);
    // The answers sent compressed once (lib/json-once.ts) are rewritten before compressing.
    rewriteJsonAnswers(res, rewrite);
    const send = res.send.bind(res);
    res.send = ((body?: unknown) => {
      const type = String(res.get('Content-Type') ?? '');
      if (typeof body === 'string' && type.startsWith('application/json'))
        return send(rewrite(body));
      return send(body);
    }) as typeof res.send;
    next();
  };
}
