import { Router } from 'express';
import type { SlidersResponse } from '../../contracts/products';
import type { SlidersService } from './sliders.service';

/** Public reads under /api/vendor/general/156. */
export function publicSliderRoutes(sliders: SlidersService): Router {
  const router = Router();
  router.get('/getSlider', async (_req, res) => {
    const body: SlidersResponse = { finalData: await sliders.list() };
    res.json(body);
  });
  return router;
}
