import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import type { Logger } from '../../lib/logger';
import { loadSharp } from '../../providers/images/load-sharp';
import type { CatalogService } from '../catalog/catalog.service';
import {
  GARMENT_SHAPES,
  renderGarment,
  type GarmentKind,
  type GarmentView,
} from '../../db/seed/images/demo-images';

/** The size link previews (WhatsApp, Facebook, X) show large: 1.91:1, well above 600 px wide. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const BACKGROUND = '#faf7f2';
const CACHED_IMAGES = 200;

const DEMO_GARMENT =
  /^\/uploads\/demo\/garment\/([a-z-]+)\/([0-9a-f]{6})(?:-(back|detail))?\.svg$/i;
const OWN_UPLOAD = /^\/uploads\/([0-9a-f]{32}(?:-400)?\.webp)$/;
const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

/**
 * A product's preview image as link previews need it: JPEG at 1200×630. Stored images are WebP
 * and demo images SVG, which WhatsApp does not show, so the server draws a JPEG of the cover
 * (/share/product/{id}.jpg); Cloudinary converts its own images by URL.
 */
export function shareImageOf(productId: number, cover: string, origin: string) {
  const cloudinary = CLOUDINARY_UPLOAD.exec(cover);
  const url = cloudinary
    ? `${cloudinary[1]}c_pad,b_rgb:faf7f2,w_${SHARE_WIDTH},h_${SHARE_HEIGHT},f_jpg/${cloudinary[2]}`
    : `${origin}/share/product/${productId}.jpg`;
  return { url, width: SHARE_WIDTH, height: SHARE_HEIGHT, type: 'image/jpeg' };
}

/** The bytes of a stored or demo image, or undefined when it is not ours to read. */
async function sourceOf(cover: string, uploadsDir: string): Promise<Buffer | undefined> {
  const demo = DEMO_GARMENT.exec(cover);
  if (demo && Object.hasOwn(GARMENT_SHAPES, demo[1]!)) {
    const view = (demo[3]?.toLowerCase() ?? 'front') as GarmentView;
    return Buffer.from(renderGarment(demo[1] as GarmentKind, demo[2]!, view));
  }
  const upload = OWN_UPLOAD.exec(cover);
  if (upload) return readFile(path.join(uploadsDir, upload[1]!)).catch(() => undefined);
  return undefined;
}

async function drawShareImage(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source, { limitInputPixels: 50_000_000 })
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * GET /share/product/{id}.jpg: the listable product's cover as a JPEG preview. Drawn once per
 * cover URL (stored images never change under their URL) and kept in memory.
 */
export function shareImageRoutes(catalog: CatalogService, uploadsDir: string, logger: Logger) {
  const drawn = new Map<string, Promise<Buffer | undefined>>();
  const router = Router();
  router.get('/product/:file', async (req, res) => {
    const id = Number(/^(\d{1,9})\.jpg$/.exec(req.params.file)?.[1]);
    const product = id > 0 ? await catalog.getProductDetail(id, undefined).catch(() => null) : null;
    const cover = product?.CoverImages[0] ?? product?.productImages[0];
    let image = cover ? drawn.get(cover) : undefined;
    if (cover && !image) {
      image = sourceOf(cover, uploadsDir).then((source) => source && drawShareImage(source));
      image.catch((err: unknown) => {
        logger.warn({ err, cover }, 'share image failed');
        drawn.delete(cover);
      });
      drawn.set(cover, image);
      if (drawn.size > CACHED_IMAGES) drawn.delete(drawn.keys().next().value as string);
    }
    const bytes = await image?.catch(() => undefined);
    if (!bytes) {
      res.status(404).set('Cache-Control', 'no-store').json({ error: 'Image not found' });
      return;
    }
    // Link previews are drawn by other sites and apps: the image may be embedded anywhere.
    res
      .set('Cache-Control', 'public, max-age=86400')
      .set('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('image/jpeg')
      .send(bytes);
  });
  return router;
}
