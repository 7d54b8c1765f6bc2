import { Router } from 'express';
import type { SliderWriteResponse } from '../../contracts/products';
import {
  deleteSliderBody,
  insertSliderBody,
  updateSliderBody,
} from '../../contracts/vendor-sliders';
import { parse } from '../../http/validate';
import type { SliderAdminService } from './slider-admin.service';

/** Slider changes under /api/vendor/general/156; mounted behind the vendor guard. */
export function vendorSliderRoutes(sliders: SliderAdminService): Router {
  const router = Router();

  router.post('/insertSlider', async (req, res) => {
    const body = parse(insertSliderBody, req.body);
    res.json({
      finalData: { mainSlider: await sliders.insert(body) },
    } satisfies SliderWriteResponse);
  });

  router.post('/updateSlider', async (req, res) => {
    const { index, ...body } = parse(updateSliderBody, req.body);
    res.json({
      finalData: { mainSlider: await sliders.update(index, body) },
    } satisfies SliderWriteResponse);
  });

  router.post('/deleteSlider', async (req, res) => {
    const { index } = parse(deleteSliderBody, req.body);
    res.json({
      finalData: { mainSlider: await sliders.remove(index) },
    } satisfies SliderWriteResponse);
  });

  return router;
}
