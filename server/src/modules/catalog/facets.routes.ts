import { Router } from 'express';
import type { FacetsResponse } from '../../contracts/facets';
import { facetsBody } from '../../contracts/products';
import { parse } from '../../http/validate';
import { sendCachedJson } from '../../lib/json-once';
import type { SearchService } from '../search/search.service';
import type { CatalogService } from './catalog.service';

/** POST /api/user/facets: the filter values of a category's or a search's list, with counts. */
export function facetRoutes(catalog: CatalogService, search: SearchService): Router {
  const router = Router();
  router.post('/facets', async (req, res) => {
    const query = parse(facetsBody, req.body);
    const body: FacetsResponse =
      query.category !== undefined
        ? await catalog.categoryFacets({ ...query, category: query.category })
        : await search.facets({ ...query, item: query.item ?? '' });
    // The read cache hands out the same counts again: serialized and compressed once for all
    // of them, where the compression middleware compressed each answer again on zlib's threads.
    sendCachedJson<FacetsResponse>(res, body, () => body);
  });
  return router;
}
