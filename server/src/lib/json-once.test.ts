import express from 'express';
import request from 'supertest';
import { etagsOnReadsOnly } from '../http/read-etags';
import { RawJson, sendCachedJson, sendJson, stringifyWithRawJson } from './json-once';

/** An app that answers as the shop's does (ETags on GET and HEAD answers only). */
function shopLikeApp() {
  const app = express();
  etagsOnReadsOnly(app);
  return app;
}

describe('sendCachedJson', () => {
  it('answers what res.json answers: the same body, type and ETag', async () => {
    const cards = [{ _id: 1, productName: 'Tee "quoted"', price: null }];
    const app = shopLikeApp();
    app.get('/json', (_req, res) => void res.json({ items: cards }));
    app.get('/once', (_req, res) => sendCachedJson(res, cards, () => ({ items: cards })));
    const [plain, once] = await Promise.all([request(app).get('/json'), request(app).get('/once')]);
    expect(once.text).toBe(plain.text);
    expect(once.headers['content-type']).toBe(plain.headers['content-type']);
    expect(plain.headers.etag).toMatch(/^W\/"/);
    expect(once.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a GET with a matching If-None-Match with 304, as res.json does', async () => {
    const cards = [{ _id: 1 }];
    const app = shopLikeApp();
    app.get('/once', (_req, res) => sendCachedJson(res, cards, () => ({ items: cards })));
    const first = await request(app).get('/once');
    const again = await request(app).get('/once').set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers a POST with the body res.json gives, without an ETag (never revalidated)', async () => {
    const cards = [{ _id: 1, productName: 'Kurta देसी \u2028' }];
    const app = shopLikeApp();
    app.post('/json', (_req, res) => void res.json({ items: cards }));
    app.post('/once', (_req, res) => sendCachedJson(res, cards, () => ({ items: cards })));
    const [plain, once] = await Promise.all([
      request(app).post('/json'),
      request(app).post('/once'),
    ]);
    expect(once.text).toBe(plain.text);
    expect(once.headers['content-type']).toBe(plain.headers['content-type']);
    expect(once.headers['content-length']).toBe(plain.headers['content-length']);
    expect(plain.headers.etag).toBeUndefined();
    expect(once.headers.etag).toBeUndefined();
    expect(JSON.parse(once.text)).toEqual({ items: cards });
  });

  it('when the read cache hands out the same list again, then it is not serialized again', async () => {
    const cards = [{ _id: 1 }];
    const body = jest.fn(() => ({ items: cards }));
    const app = shopLikeApp();
    app.get('/', (_req, res) => sendCachedJson(res, cards, body));
    const first = await request(app).get('/');
    const second = await request(app).get('/');
    expect(second.text).toBe(first.text);
    expect(body).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer out of the key: its JSON, its keys and a copy of it are as before', async () => {
    const product = { _id: 7, productName: 'Kurta', variants: [{ _id: 1 }] };
    const before = { json: JSON.stringify(product), keys: Object.keys(product) };
    const app = shopLikeApp();
    app.post('/', (_req, res) => sendCachedJson(res, product, () => ({ myCollection: product })));
    await request(app).post('/');
    expect(JSON.stringify(product)).toBe(before.json);
    expect(Object.keys(product)).toEqual(before.keys);
    const copy = { ...product, alreadyVisited: true };
    expect(Reflect.ownKeys(copy)).toEqual([...before.keys, 'alreadyVisited']);
  });

  it('when the key is frozen, then each answer is made again and is the same', async () => {
    const cards = Object.freeze([Object.freeze({ _id: 1 })]);
    const body = jest.fn(() => ({ items: cards }));
    const app = shopLikeApp();
    app.post('/', (_req, res) => sendCachedJson(res, cards, body));
    const first = await request(app).post('/');
    const second = await request(app).post('/');
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(second.text)).toEqual({ items: [{ _id: 1 }] });
    expect(body).toHaveBeenCalledTimes(2);
  });
});

describe('RawJson', () => {
  const cards = [{ _id: 1, productName: 'Tee "quoted" \u2028 देसी', mrp: 0.00005 }];

  it('is written as its text, wherever it is in the body, and the answer equals res.json of the values', async () => {
    const raw = new RawJson<typeof cards>(JSON.stringify(cards));
    const app = shopLikeApp();
    app.get('/json', (_req, res) => void res.json({ items: cards, more: { list: cards } }));
    app.get('/raw', (_req, res) => sendJson(res, { items: raw, more: { list: raw } }));
    app.get('/once', (_req, res) =>
      sendCachedJson(res, raw, () => ({ items: raw, more: { list: raw } })),
    );
    const [plain, sent, once] = await Promise.all([
      request(app).get('/json'),
      request(app).get('/raw'),
      request(app).get('/once'),
    ]);
    for (const answer of [sent, once]) {
      expect(answer.text).toBe(plain.text);
      expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
      expect(answer.headers.etag).toMatch(/^W\/"/);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('when a string of the request looks like the mark, then it stays a string', () => {
    const text = stringifyWithRawJson({
      raw: new RawJson('[1]'),
      echoed: ['\u00000', '\u0000x:0', '"\\u00000"'],
    });
    expect(JSON.parse(text)).toEqual({
      raw: [1],
      echoed: ['\u00000', '\u0000x:0', '"\\u00000"'],
    });
  });

  it('when written by JSON.stringify alone (res.json, a log), then it is the values it holds', async () => {
    const raw = new RawJson<typeof cards>(JSON.stringify(cards));
    const app = shopLikeApp();
    app.get('/json', (_req, res) => void res.json({ items: cards }));
    app.get('/raw', (_req, res) => void res.json({ items: raw }));
    const [plain, sent] = await Promise.all([request(app).get('/json'), request(app).get('/raw')]);
    expect(sent.text).toBe(plain.text);
    // The writers' stand-ins hold only while they write.
    expect(stringifyWithRawJson({ raw })).toBe(plain.text.replace('"items"', '"raw"'));
    expect(JSON.stringify([raw])).toBe(`[${JSON.stringify(cards)}]`);
  });

  it('parses its text once, where the server reads the values', () => {
    const raw = new RawJson<typeof cards>(JSON.stringify(cards));
    expect(raw.parse()).toEqual(cards);
    expect(raw.parse()).toBe(raw.parse());
  });
});
