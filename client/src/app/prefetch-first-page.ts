import { matchPath } from 'react-router-dom';
import { catalogApi } from '@/features/catalog/catalog-api';
import { productsApi } from '@/features/catalog/products-api';
import { categoryArg, readCategoryRoute, readProductId } from '@/features/catalog/route-params';
import { searchApi } from '@/features/search/search-api';
import { readSearchFilters, toSearchArg } from '@/features/search/search-filters-state';
import type { AppStore } from './store';

/**
 * On the first load a page can ask for its data only after its route chunk has arrived. Starting
 * the page's reads here, beside that chunk, takes a round trip off the first products on screen
 * (the Lighthouse budget). The pages then find them in RTK Query's cache: same endpoints, same
 * arguments; unclaimed entries expire as usual.
 */
export function prefetchFirstPage(store: AppStore, { pathname, search }: Location) {
  const { dispatch } = store;
  const now = { subscribe: false } as const;
  dispatch(catalogApi.endpoints.getRawData.initiate(undefined, now));

  if (pathname === '/') {
    dispatch(catalogApi.endpoints.getSliders.initiate(undefined, now));
    return;
  }
  const product = matchPath('/item/info/:productId', pathname);
  const productId = readProductId(product?.params.productId);
  if (productId !== null) {
    dispatch(productsApi.endpoints.getProduct.initiate(productId, now));
    return;
  }
  const category = matchPath('/c/:category/:subCategory', pathname);
  const { arg } = readCategoryRoute(category?.params ?? {});
  if (arg) {
    const filters = readSearchFilters(new URLSearchParams(search));
    dispatch(productsApi.endpoints.getCategoryProducts.initiate(categoryArg(arg, filters), now));
    return;
  }
  const found = matchPath('/search/:searchItem', pathname);
  if (found?.params.searchItem) {
    const filters = readSearchFilters(new URLSearchParams(search));
    dispatch(
      searchApi.endpoints.searchProducts.initiate(
        toSearchArg(found.params.searchItem, filters),
        now,
      ),
    );
  }
}
