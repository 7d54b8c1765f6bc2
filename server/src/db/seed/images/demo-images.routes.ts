import { Router, type Response } from 'express';
import { DEMO_BANNERS, renderBanner, type BannerName } from './demo-banners';
import {
  DEMO_TILES,
  GARMENT_SHAPES,
  renderCategoryTile,
  renderGarment,
  type GarmentKind,
  type GarmentView,
  type TileSlug,
} from './demo-images';

const GARMENT_FILE = /^([0-9a-f]{6})(?:-(back|detail))?\.svg$/i;
const SLUG_FILE = /^([a-z-]+)\.svg$/;
const BANNER_FILE = /^([a-z-]+)-(desktop|mobile)\.svg$/;

const isKey = <T extends object>(record: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(record, key);

/** The same URL always draws the same picture, so it may be cached forever. */
function sendSvg(res: Response, svg: string): void {
  res
    .set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened directly is a document: it may run nothing and load nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    })
    .send(svg);
}

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').json({ error: 'Image not found' });
}

/**
 * Demo images drawn on request (mounted at /uploads/demo): `garment/{kind}/{hex}[-back|-detail].svg`,
 * `category/{slug}.svg` and `banner/{name}-{desktop|mobile}.svg`. Anything else is a 404.
 */
export function demoImageRoutes(): Router {
  const router = Router();

  router.get('/garment/:kind/:file', (req, res) => {
    const { kind, file } = req.params;
    const match = GARMENT_FILE.exec(file);
    if (!match?.[1] || !isKey(GARMENT_SHAPES, kind)) return notFound(res);
    const view = (match[2]?.toLowerCase() ?? 'front') as GarmentView;
    sendSvg(res, renderGarment(kind as GarmentKind, match[1], view));
  });

  router.get('/category/:file', (req, res) => {
    const slug = SLUG_FILE.exec(req.params.file)?.[1];
    if (!slug || !isKey(DEMO_TILES, slug)) return notFound(res);
    sendSvg(res, renderCategoryTile(slug as TileSlug));
  });

  router.get('/banner/:file', (req, res) => {
    const [, name, format] = BANNER_FILE.exec(req.params.file) ?? [];
    if (!name || !isKey(DEMO_BANNERS, name) || (format !== 'desktop' && format !== 'mobile')) {
      return notFound(res);
    }
    sendSvg(res, renderBanner(name as BannerName, format));
  });

  router.use((_req, res) => notFound(res));
  return router;
}
