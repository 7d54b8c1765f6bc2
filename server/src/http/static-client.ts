import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built SPA: hashed assets cached for a year, other files for a day, and index.html
 * (with the shop's name filled in, never cached) for every client route.
 */
export function staticClient(clientDist: string | undefined, shopName: string): Router {
  const router = Router();
  const indexFile = clientDist ? path.join(clientDist, 'index.html') : undefined;
  if (!clientDist || !indexFile || !existsSync(indexFile)) {
    router.get('/{*splat}', (_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send(
          'The storefront is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    });
    return router;
  }

  const html = readFileSync(indexFile, 'utf8').replaceAll('__SHOP_NAME__', escapeHtml(shopName));
  router.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(clientDist, { index: false, maxAge: '1d' }));
  router.get('/{*splat}', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
