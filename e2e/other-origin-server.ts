import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * A static host for a built client, as a CDN serves one (test fixture): the files, and
 * index.html for every route without a file extension. The client is built once (cached)
 * against the API origin `builtFor`; the scripts are served with the running API's origin
 * `apiOrigin` in its place, since the API's port changes with every run.
 */
export async function serveBuiltClient(options: {
  dir: string;
  port: number;
  builtFor: string;
  apiOrigin: string;
}): Promise<Server> {
  const root = path.resolve(options.dir);
  const assets = path.join(root, 'assets');
  const scripts = isFile(path.join(root, 'index.html')) ? readdirSync(assets) : [];
  if (
    !scripts.some((name) =>
      readFileSync(path.join(assets, name), 'utf8').includes(options.builtFor),
    )
  )
    throw new Error(`${root} holds no client built with VITE_API_URL=${options.builtFor}`);
  const server = createServer((req, res) => {
    const route = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    let file = path.join(root, path.normalize(route));
    if (!file.startsWith(`${root}${path.sep}`) || !isFile(file)) {
      if (path.extname(route)) return void res.writeHead(404).end();
      file = path.join(root, 'index.html');
    }
    let body: string | Buffer = readFileSync(file);
    if (file.endsWith('.js'))
      body = body.toString('utf8').replaceAll(options.builtFor, options.apiOrigin);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return server;
}
