import { Router } from 'express';
import {
  deleteSizeGuideBody,
  getSizeGuideBody,
  setSizeGuideBody,
  type SizeGuideResponse,
} from '../../contracts/size-guide';
import { parse } from '../../http/validate';
import type { SizeGuidesService } from './size-guides.service';

/** Public: POST /api/vendor/product/156/getSizeGuide {category}. */
export function publicSizeGuideRoutes(guides: SizeGuidesService): Router {
  const router = Router();
  router.post('/getSizeGuide', async (req, res) => {
    const { category } = parse(getSizeGuideBody, req.body);
    res.json({ sizeGuide: await guides.get(category) } satisfies SizeGuideResponse);
  });
  return router;
}

/** The owner's edits under /api/vendor/product/156; mounted behind the vendor guard. */
export function vendorSizeGuideRoutes(guides: SizeGuidesService): Router {
  const router = Router();
  router.post('/setSizeGuide', async (req, res) => {
    const guide = parse(setSizeGuideBody, req.body);
    res.json({ sizeGuide: await guides.set(guide) } satisfies SizeGuideResponse);
  });
  router.post('/deleteSizeGuide', async (req, res) => {
    const { category } = parse(deleteSizeGuideBody, req.body);
    await guides.remove(category);
    res.json({ sizeGuide: null } satisfies SizeGuideResponse);
  });
  return router;
}
