import type { Express } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came, still compressed. */
  bytes: Buffer;
  /** The body, decompressed by its Content-Encoding. */
  text: string;
}

/** One request, its body read as it came over the wire (a client library would decompress it). */
export async function fetchRaw(
  app: Express,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Raw>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (
            encoding === 'br'
              ? zlib.brotliDecompressSync(bytes)
              : encoding === 'gzip'
                ? zlib.gunzipSync(bytes)
                : encoding === 'deflate'
                  ? zlib.inflateSync(bytes)
                  : bytes
          ).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
