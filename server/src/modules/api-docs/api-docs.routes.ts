import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type Response } from 'express';
import { openApiDocument } from './openapi-document';

/**
 * The API reference page's own policy: the viewer's script and styles from this server only,
 * the document fetched from here, nothing else. The shop's pages keep the app-wide policy.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The viewer sets style attributes as it renders.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The viewer's files (swagger-ui-dist, from node_modules), served under /api/docs/assets. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/start.js"></script>
  </body>
</html>
`;

/** Starts the viewer on the document; a file of its own, since the policy allows no inline script. */
const START = `window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
});
`;

let viewerDir: string | undefined;
function viewerFolder(): string {
  viewerDir ??= path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'),
  );
  return viewerDir;
}

function withPageCsp(res: Response): Response {
  return res.set('Content-Security-Policy', API_DOCS_CSP);
}

/** GET /api/openapi.json (the OpenAPI document) and GET /api/docs (a page that reads it). */
export function apiDocsRoutes(): Router {
  const router = Router();
  let document: Record<string, unknown> | undefined;

  router.get('/openapi.json', (_req, res) => {
    document ??= openApiDocument();
    res.json(document);
  });

  router.get('/docs', (_req, res) => {
    withPageCsp(res).type('html').send(PAGE);
  });

  // The viewer's files: a fixed list, so nothing else of node_modules can be read.
  router.use('/docs/assets', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (name === 'start.js') {
      withPageCsp(res).type('text/javascript; charset=utf-8').send(START);
      return;
    }
    const type = VIEWER_FILES[name];
    if (!type) return next();
    res.set('Cache-Control', 'public, max-age=86400');
    res.sendFile(path.join(viewerFolder(), name), { headers: { 'Content-Type': type } }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });

  return router;
}
