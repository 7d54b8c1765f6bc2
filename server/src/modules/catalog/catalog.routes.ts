import { Router } from 'express';
import type { RawDataResponse } from '../../contracts/catalog';
import {
  productsByCategoryBody,
  productWithIdBody,
  qtyQuery,
  reviewsBody,
  type AttributesResponse,
  type ProductsByCategoryResponse,
  type ProductWithIdResponse,
  type QtyResponse,
  type ReviewsResponse,
} from '../../contracts/products';
import type { AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import { sendCachedJson } from '../../lib/json-once';
import type { CatalogService } from './catalog.service';

/** Public catalogue reads under /api/vendor/product/156 (the storefront uses them too). */
export function publicCatalogRoutes(catalog: CatalogService, guards: AuthGuards): Router {
  const router = Router();

  router.get('/getRawData', async (_req, res) => {
    const body: RawDataResponse = { myRawData: await catalog.getRawData() };
    res.json(body);
  });

  router.get('/getAttribute', async (_req, res) => {
    const body: AttributesResponse = { myAttributes: await catalog.listAttributes() };
    res.json(body);
  });

  router.post('/product/get/category', async (req, res) => {
    const query = parse(productsByCategoryBody, req.body);
    const { cards, category } = await catalog.productsByCategory(query);
    // Serialized once per cached page; a vendor write clears the page and the category alike.
    sendCachedJson<ProductsByCategoryResponse>(res, cards, () => ({
      myCollection: { myProducts: cards, category },
    }));
  });

  router.post('/getProductWithID', guards.optionalPrincipal, async (req, res) => {
    const { id } = parse(productWithIdBody, req.body);
    const { product, alreadyVisited } = await catalog.productDetailParts(id, req.principal);
    const answer = (): ProductWithIdResponse => ({ myCollection: { ...product, alreadyVisited } });
    // Most views are of a product not viewed before: that answer is serialized once per cached
    // product (a vendor write or the cache's expiry makes a new object), the other each time.
    if (alreadyVisited) res.json(answer());
    else sendCachedJson<ProductWithIdResponse>(res, product, answer);
  });

  router.post('/getReviews', async (req, res) => {
    const { id, count } = parse(reviewsBody, req.body);
    const body: ReviewsResponse = { reviews: await catalog.getReviews(id, count) };
    res.json(body);
  });

  router.post('/getQty', async (req, res) => {
    const { p_id, var_id } = parse(qtyQuery, req.query);
    const body: QtyResponse = { qty: await catalog.getQuantity(p_id, var_id) };
    res.json(body);
  });

  return router;
}
