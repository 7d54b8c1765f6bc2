import { Router } from 'express';
import {
  addToSuggestionListBody,
  productCardsBody,
  relatedBody,
  searchBody,
  suggestionsBody,
  type ItemsResponse,
} from '../../contracts/products';
import {
  searchSuggestionsBody,
  type SearchSuggestionsResponse,
} from '../../contracts/search-suggestions';
import { actingCustomer, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import { sendCachedJson } from '../../lib/json-once';
import type { SearchService } from './search.service';

/** /api/user: search, related products and recommendations. */
export function searchRoutes(search: SearchService, guards: AuthGuards): Router {
  const router = Router();

  router.post('/search', async (req, res) => {
    const items = await search.search(parse(searchBody, req.body));
    sendCachedJson<ItemsResponse>(res, items, () => ({ items }));
  });

  router.post('/searchSuggestions', async (req, res) => {
    const { item } = parse(searchSuggestionsBody, req.body);
    const body: SearchSuggestionsResponse = await search.suggest(item);
    res.json(body);
  });

  router.post('/productCards', async (req, res) => {
    const { ids } = parse(productCardsBody, req.body);
    const items = await search.cards(ids);
    sendCachedJson<ItemsResponse>(res, items, () => ({ items }));
  });

  router.post('/relatedProducts', async (req, res) => {
    const { productId } = parse(relatedBody, req.body);
    const items = await search.related(productId);
    sendCachedJson<ItemsResponse>(res, items, () => ({ items }));
  });

  router.post('/getSuggestProducts', guards.requireCustomer, async (req, res) => {
    const { userId } = parse(suggestionsBody, req.body);
    const items = await search.suggestions(actingCustomer(req, userId));
    sendCachedJson<ItemsResponse>(res, items, () => ({ items }));
  });

  router.post('/addToSuggestionList', guards.requireCustomer, async (req, res) => {
    const { product, userId } = parse(addToSuggestionListBody, req.body);
    await search.recordView(actingCustomer(req, userId), product);
    res.json({ message: 'saved' });
  });

  return router;
}
