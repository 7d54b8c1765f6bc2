import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { compressAnswers } from './answer-encoding';
import { precompressedAssets } from './precompressed-assets';

const CACHE = 'public, max-age=31536000, immutable';
const script = `export const words = ${JSON.stringify('kurta saree dupatta '.repeat(400))};\n`;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'assets-'));
  writeFileSync(path.join(dir, 'app-1.js'), script);
  writeFileSync(path.join(dir, 'app-1.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'app-1.js.gz'), gzipSync(script, { level: 9 }));
  // Written without its forms, and a form whose asset is not there.
  writeFileSync(path.join(dir, 'plain-1.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(path.join(dir, 'gone-1.js.br'), brotliCompressSync('gone'));
  writeFileSync(path.join(dir, 'tiny-1.js'), 'export const tiny = 1;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The middleware as the shop mounts it: after the compression middleware, before the files. */
function app() {
  const shop = express();
  shop.use(compressAnswers());
  shop.use('/assets', precompressedAssets(dir, CACHE));
  shop.use('/assets', express.static(dir, { immutable: true, maxAge: '1y', fallthrough: false }));
  return shop;
}

/** An answer as it came over the wire: supertest (and fetch) would decode its body. */
async function raw(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = app().listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, resolve)
        .on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    return { status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('precompressed assets', () => {
  it('a browser that takes brotli gets the brotli form the build wrote, as it is', async () => {
    const answer = await raw('/assets/app-1.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe(CACHE);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.equals(readFileSync(path.join(dir, 'app-1.js.br')))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('a client that prefers gzip, or takes only gzip, gets the gzip form', async () => {
    for (const accepted of ['gzip', 'br;q=0.5, gzip']) {
      const answer = await raw('/assets/app-1.js', { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.body.equals(readFileSync(path.join(dir, 'app-1.js.gz')))).toBe(true);
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('a client that takes neither gets the file itself', async () => {
    const answer = await raw('/assets/app-1.js', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('a client holding the form it is sent is answered 304, and each form has its own ETag', async () => {
    const br = await request(app()).get('/assets/app-1.js').set('accept-encoding', 'br');
    const gzip = await request(app()).get('/assets/app-1.js').set('accept-encoding', 'gzip');
    expect(br.headers.etag).toMatch(/^"/);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const again = await request(app())
      .get('/assets/app-1.js')
      .set('accept-encoding', 'br')
      .set('if-none-match', br.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await request(app())
      .get('/assets/app-1.js')
      .set('accept-encoding', 'gzip')
      .set('if-none-match', br.headers.etag!);
    expect(other.status).toBe(200);
  });

  it('HEAD answers the headers of the form without its body', async () => {
    const answer = await request(app()).head('/assets/app-1.js').set('accept-encoding', 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(
      String(readFileSync(path.join(dir, 'app-1.js.br')).length),
    );
    expect(answer.body).toEqual({});
  });

  it('a file too small to compress is sent as it is, under an ETag of its bytes', async () => {
    const first = await raw('/assets/tiny-1.js', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.toString()).toBe('export const tiny = 1;\n');
    // Strong: the file's own hash, where express.static would answer a weak one of its size and time.
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app())
      .get('/assets/tiny-1.js')
      .set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('a range of the file is the file’s, not a range of a compressed form', async () => {
    const answer = await request(app())
      .get('/assets/app-1.js')
      .set('accept-encoding', 'br')
      .set('range', 'bytes=0-5');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text).toBe(script.slice(0, 6));
  });

  it('an asset without forms is compressed as any answer is, and a form without its asset is not sent', async () => {
    const plain = await raw('/assets/plain-1.css', { 'accept-encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(plain.body).toString()).toBe(`.a{color:red}\n`.repeat(200));
    const gone = await request(app()).get('/assets/gone-1.js').set('accept-encoding', 'br');
    expect(gone.status).toBe(404);
  });
});
