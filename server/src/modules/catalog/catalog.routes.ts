import { Router } from 'express';
import type { RawDataResponse } from '../../contracts/catalog';
import type { CatalogService } from './catalog.service';

/** Public catalogue reads under /api/vendor/product/156 (the storefront uses them too). */
export function publicCatalogRoutes(catalog: CatalogService): Router {
  const router = Router();

  router.get('/getRawData', async (_req, res) => {
    const body: RawDataResponse = { myRawData: await catalog.getRawData() };
    res.json(body);
  });

  return router;
}
