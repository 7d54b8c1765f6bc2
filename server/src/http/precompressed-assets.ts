import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { answerEncoding, COMPRESSION, type AnswerEncoding } from './answer-encoding';

/** The file names of an asset's compressed forms, as the client's build writes them. */
const SUFFIXES: Record<AnswerEncoding, string> = { br: '.br', gzip: '.gz' };

interface Form {
  body: Buffer;
  etag: string;
}

/** What is sent for an asset: its compressed forms, or the file itself when it is too small to compress. */
type Asset = Partial<Record<AnswerEncoding | 'plain', Form>>;

/**
 * The built client's assets, kept in memory as they are sent, so that a request for one reads no
 * file and compresses nothing: the compressed forms the build wrote beside each asset (client/
 * vite.config.ts, precompressAssets: `name.br`, `name.gz`) for a client that accepts one, and the
 * files too small to compress (under the compression threshold: they go as they are anyway).
 * Compressed and read per request, a first visit to the home page cost the shop 44-54 ms of
 * CPU; 24-32 ms this way (docs/performance.md). The hashed names never change content, so all
 * of it is read once, when the server starts (~0.9 MB for the storefront and the owner's area).
 * A request for a range, an asset the client takes in none of its forms, and anything else go on
 * to the next handler (express.static, and the compression middleware).
 */
export function precompressedAssets(dir: string, cacheControl: string): RequestHandler {
  const assets = readAssets(dir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    let form = asset.plain;
    if (!form) {
      res.vary('Accept-Encoding');
      const encoding = answerEncoding(req);
      form = encoding && asset[encoding];
      if (!encoding || !form) return next();
      res.set('Content-Encoding', encoding);
    }
    res.type(path.extname(req.path)).set({ 'Cache-Control': cacheControl, ETag: form.etag });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(form.body.length));
    res.end(req.method === 'HEAD' ? undefined : form.body);
  };
}

/** Each asset by its request path (`/name.js`): its compressed forms, or itself when small. */
function readAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const names = new Set(readdirSync(dir));
  const read = (name: string, tag = ''): Form => {
    const body = readFileSync(path.join(dir, name));
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
    return { body, etag: `"${hash}${tag}"` };
  };
  for (const name of names) {
    const encoding = (Object.keys(SUFFIXES) as AnswerEncoding[]).find((e) =>
      name.endsWith(SUFFIXES[e]),
    );
    if (encoding) {
      const asset = name.slice(0, -SUFFIXES[encoding].length);
      if (!names.has(asset)) continue;
      const forms = assets.get(`/${asset}`) ?? {};
      forms[encoding] = read(name, `-${encoding}`);
      assets.set(`/${asset}`, forms);
      continue;
    }
    const formed = Object.values(SUFFIXES).some((suffix) => names.has(name + suffix));
    const stat = statSync(path.join(dir, name));
    if (!formed && stat.isFile() && stat.size < COMPRESSION.thresholdBytes)
      assets.set(`/${name}`, { plain: read(name) });
  }
  return assets;
}
