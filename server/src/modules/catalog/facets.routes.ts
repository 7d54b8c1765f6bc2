import { Router } from 'express';
import type { FacetsResponse } from '../../contracts/facets';
import { facetsBody } from '../../contracts/products';
import { parse } from '../../http/validate';
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
    res.json(body);
  });
  return router;
}
