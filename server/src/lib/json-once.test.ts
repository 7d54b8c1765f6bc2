import express from 'express';
import request from 'supertest';
import { sendCachedJson } from './json-once';

describe('sendCachedJson', () => {
  it('answers what res.json answers: the same body, type and ETag', async () => {
    const cards = [{ _id: 1, productName: 'Tee "quoted"', price: null }];
    const app = express();
    app.get('/json', (_req, res) => void res.json({ items: cards }));
    app.get('/once', (_req, res) => sendCachedJson(res, cards, () => ({ items: cards })));
    const [plain, once] = await Promise.all([request(app).get('/json'), request(app).get('/once')]);
    expect(once.text).toBe(plain.text);
    expect(once.headers['content-type']).toBe(plain.headers['content-type']);
    expect(once.headers.etag).toBe(plain.headers.etag);
  });

  it('when the read cache hands out the same list again, then it is not serialized again', async () => {
    const cards = [{ _id: 1 }];
    const body = jest.fn(() => ({ items: cards }));
    const app = express();
    app.get('/', (_req, res) => sendCachedJson(res, cards, body));
    const first = await request(app).get('/');
    const second = await request(app).get('/');
    expect(second.text).toBe(first.text);
    expect(body).toHaveBeenCalledTimes(1);
  });
});
