import { Router } from 'express';
import { sendCachedText } from '../../lib/json-once';
import { requestOrigin } from './origin';
import type { SeoService } from './seo.service';

/** Areas that are the shopper's own or the admin's: nothing there for a search engine. */
const PRIVATE_PATHS = ['/vendor', '/cart', '/orders', '/payment', '/profile', '/api'];

/** /robots.txt, /sitemap.xml (and its parts) and the web app manifest. */
export function crawlRoutes(seo: SeoService, publicUrl: string | undefined): Router {
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    const origin = requestOrigin(req, publicUrl);
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(lines.join('\n'));
  });

  router.get(/^\/sitemap(-\d+)?\.xml$/, async (req, res) => {
    const file = await seo.sitemapFile(requestOrigin(req, publicUrl), req.path.slice(1));
    if (!file) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    // Its text, ETag and compressed forms are made once while the sitemap is kept.
    res.set('Cache-Control', 'public, max-age=600');
    sendCachedText(res, file, 'xml', () => file.text);
  });

  router.get('/manifest.webmanifest', (_req, res) => {
    const { name } = seo.shop;
    res
      .set('Cache-Control', 'public, max-age=86400')
      .type('application/manifest+json')
      .send(JSON.stringify(webManifest(name, seo.shop.tagline)));
  });

  return router;
}

/** The storefront as an installable app: the icons are generated from the logo (client/public/icons). */
export function webManifest(name: string, description: string) {
  return {
    id: '/',
    name,
    short_name: name.length <= 12 ? name : name.slice(0, 12),
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#faf7f2',
    background_color: '#faf7f2',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
