import { Router } from 'express';
import {
  checkPincodeBody,
  setDeliveryAreasBody,
  type DeliveryAreasResponse,
  type PincodeCheck,
} from '../../contracts/delivery';
import { parse } from '../../http/validate';
import type { DeliveryService } from './delivery.service';

/** Public: POST /api/vendor/general/156/checkPincode. */
export function publicDeliveryRoutes(delivery: DeliveryService): Router {
  const router = Router();
  router.post('/checkPincode', async (req, res) => {
    const { pincode } = parse(checkPincodeBody, req.body);
    res.json((await delivery.check(pincode)) satisfies PincodeCheck);
  });
  return router;
}

/** The owner's list under /api/vendor/general/156; mounted behind the vendor guard. */
export function vendorDeliveryRoutes(delivery: DeliveryService): Router {
  const router = Router();
  router.get('/getDeliveryAreas', async (_req, res) => {
    res.json({ areas: await delivery.list() } satisfies DeliveryAreasResponse);
  });
  router.post('/setDeliveryAreas', async (req, res) => {
    const { areas } = parse(setDeliveryAreasBody, req.body);
    res.json({ areas: await delivery.replace(areas) } satisfies DeliveryAreasResponse);
  });
  return router;
}
