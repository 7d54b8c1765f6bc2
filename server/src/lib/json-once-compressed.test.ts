import express from 'express';
import zlib from 'node:zlib';
import { compressAnswers, COMPRESSION } from '../http/answer-encoding';
import { etagsOnReadsOnly } from '../http/read-etags';
import { publicImageUrls } from '../modules/media/public-image-urls';
import { fetchRaw, type Raw } from '../../test/fetch-raw';
import { sendCachedJson } from './json-once';

/** An app that answers as the shop's does: its compression and ETags on GET and HEAD only. */
function shopLikeApp() {
  const app = express();
  etagsOnReadsOnly(app);
  app.use(compressAnswers());
  return app;
}

/** A page of cards well over the compression threshold, as the read cache keeps one. */
const page = Array.from({ length: 40 }, (_, i) => ({
  _id: i + 1,
  productName: `Cotton kurta देसी ${i}`,
  productPricing: { price: 499 + i, mrp: 999 },
}));

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('sendCachedJson, compressed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a browser in brotli, as the compression middleware answers res.json', async () => {
    const app = shopLikeApp();
    app.get('/json', (_req, res) => void res.json({ items: page }));
    app.get('/once', (_req, res) => sendCachedJson(res, page, () => ({ items: page })));
    const plain = await fetchRaw(app, '/json', { headers: BROWSER });
    const once = await fetchRaw(app, '/once', { headers: BROWSER });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(once.headers['content-encoding']).toBe('br');
    expect(once.headers.vary).toBe('Accept-Encoding');
    expect(once.text).toBe(plain.text);
    expect(JSON.parse(once.text)).toEqual({ items: page });
    expect(Number(once.headers['content-length'])).toBe(once.bytes.length);
    expect(once.bytes.length).toBeLessThan(Buffer.byteLength(once.text) / 4);
    expect(once.headers['content-type']).toBe(plain.headers['content-type']);
    expect(once.headers.etag).toBe(plain.headers.etag);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br', 'br'],
    ['*', 'br'],
    ['deflate', 'deflate'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])(
    'when the client asks for "%s", then the answer comes in %s, as the middleware chooses',
    async (accept, expected) => {
      const app = shopLikeApp();
      app.post('/json', (_req, res) => void res.json({ items: page }));
      app.post('/once', (_req, res) => sendCachedJson(res, page, () => ({ items: page })));
      const headers = { 'accept-encoding': accept };
      const plain = await fetchRaw(app, '/json', { method: 'POST', headers });
      const once = await fetchRaw(app, '/once', { method: 'POST', headers });
      expect(plain.headers['content-encoding']).toBe(expected);
      expect(once.headers['content-encoding']).toBe(expected);
      expect(once.text).toBe(plain.text);
    },
  );

  it('when no encoding is asked for, then the answer goes as it is', async () => {
    const app = shopLikeApp();
    app.post('/once', (_req, res) => sendCachedJson(res, page, () => ({ items: page })));
    const once = await fetchRaw(app, '/once', { method: 'POST' });
    expect(once.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(once.text)).toEqual({ items: page });
  });

  it('when the read cache hands out the same list again, then it is compressed once per encoding', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const list = page.map((card) => ({ ...card }));
    const app = shopLikeApp();
    app.post('/once', (_req, res) => sendCachedJson(res, list, () => ({ items: list })));
    const answers = [];
    for (const accept of ['br', 'br', 'gzip', 'gzip, deflate, br, zstd', 'gzip'])
      answers.push(
        await fetchRaw(app, '/once', { method: 'POST', headers: { 'accept-encoding': accept } }),
      );
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual([
      'br',
      'br',
      'gzip',
      'br',
      'gzip',
    ]);
    for (const answer of answers) expect(JSON.parse(answer.text)).toEqual({ items: list });
    // The same bytes each time, not a stream made again.
    expect(answers[1]!.bytes.equals(answers[0]!.bytes)).toBe(true);
  });

  it("compresses a list longer than brotli's window on zlib's threads, once for all its requests", async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const list = Array.from({ length: 10 }, () => page)
      .flat()
      .map((card, i) => ({
        ...card,
        _id: i,
        description: `Soft cotton, hand block printed ${i}`.repeat(20),
      }));
    expect(JSON.stringify(list).length).toBeGreaterThan(2 ** COMPRESSION.brotliWindowBits);
    const app = shopLikeApp();
    app.post('/once', (_req, res) => sendCachedJson(res, list, () => ({ items: list })));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => fetchRaw(app, '/once', { method: 'POST', headers: BROWSER })),
    );
    expect(brotli).toHaveBeenCalledTimes(1);
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(JSON.parse(answer.text)).toEqual({ items: list });
    }
  });

  it('when an answer is under the threshold, then it goes as it is, as the middleware sends it', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const small = [{ _id: 1 }];
    const app = shopLikeApp();
    app.post('/once', (_req, res) => sendCachedJson(res, small, () => ({ items: small })));
    const once = await fetchRaw(app, '/once', { method: 'POST', headers: BROWSER });
    expect(once.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(once.text)).toEqual({ items: small });
    expect(brotli).not.toHaveBeenCalled();
  });

  it('answers a revalidated GET 304 without compressing, and a HEAD without a body', async () => {
    const list = page.map((card) => ({ ...card }));
    const app = shopLikeApp();
    app.get('/once', (_req, res) => sendCachedJson(res, list, () => ({ items: list })));
    const first = await fetchRaw(app, '/once');
    expect(first.headers['content-encoding']).toBeUndefined();
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const again = await fetchRaw(app, '/once', {
      headers: { ...BROWSER, 'if-none-match': first.headers.etag! },
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const head = await fetchRaw(app, '/once', { method: 'HEAD', headers: BROWSER });
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(brotli).not.toHaveBeenCalled();
  });

  it('when compressing fails, then the answer is compressed as any other, by the middleware', async () => {
    jest.spyOn(zlib, 'brotliCompressSync').mockImplementation(() => {
      throw new Error('out of memory');
    });
    const list = page.map((card) => ({ ...card }));
    const app = shopLikeApp();
    app.post('/once', (_req, res) => sendCachedJson(res, list, () => ({ items: list })));
    const once = await fetchRaw(app, '/once', {
      method: 'POST',
      headers: { 'accept-encoding': 'br' },
    });
    expect(once.status).toBe(200);
    expect(once.headers['content-encoding']).toBe('br');
    expect(JSON.parse(once.text)).toEqual({ items: list });
  });

  it('when PUBLIC_URL is set, then a compressed answer carries absolute image urls, as a plain one does', async () => {
    const cover = '/uploads/demo/garment/hoodie/9a9a9a.svg';
    const cards = page.map((card) => ({ ...card, CoverImages: [cover] }));
    const answer = () => ({ items: cards });
    const withUrl = shopLikeApp();
    withUrl.use(publicImageUrls('https://api.shop.example'));
    withUrl.post('/once', (_req, res) => sendCachedJson(res, cards, answer));
    const covers = (raw: Raw) =>
      (JSON.parse(raw.text) as { items: { CoverImages: string[] }[] }).items.map(
        (card) => card.CoverImages[0],
      );
    for (const accept of ['br', 'br', 'gzip', 'identity']) {
      const sent = await fetchRaw(withUrl, '/once', {
        method: 'POST',
        headers: { 'accept-encoding': accept },
      });
      expect(sent.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
      expect(new Set(covers(sent))).toEqual(new Set([`https://api.shop.example${cover}`]));
    }
    // An app without it, answering the same list, sends the stored paths.
    const without = shopLikeApp();
    without.post('/once', (_req, res) => sendCachedJson(res, cards, answer));
    const plain = await fetchRaw(without, '/once', { method: 'POST', headers: BROWSER });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(new Set(covers(plain))).toEqual(new Set([cover]));
  });
});
