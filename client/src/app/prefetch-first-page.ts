import { matchPath } from 'react-router-dom';
import { catalogApi } from '@/features/catalog/catalog-api';
import { productsApi } from '@/features/catalog/products-api';
import { categoryArg, readCategoryRoute, readProductId } from '@/features/catalog/route-params';
import { searchApi } from '@/features/search/search-api';
import { readSearchFilters, toSearchArg } from '@/features/search/search-filters-state';
import type { AppStore } from './store';

/**
 * The location's path as the router matches it: each segment percent-decoded (a category's
 * segment is encoded JSON, a search may hold spaces), an encoded slash kept inside its segment.
 * matchPath alone leaves the segments encoded, and the pages' arguments would then not match.
 */
const decodeSegments = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');

// On the first load a page can ask for its data only after its route chunk has arrived. Starting
// the page's reads here, beside that chunk, takes a round trip off the first products on screen
// (the Lighthouse budget). The pages then find them in RTK Query's cache: same endpoints, same
// arguments; unclaimed entries expire as usual. main.tsx runs the two reads below as separate
// tasks.

/** The categories behind the header's toolbar and menu, which every storefront page shows. */
export function prefetchMenu({ dispatch }: AppStore) {
  dispatch(catalogApi.endpoints.getRawData.initiate(undefined, { subscribe: false }));
}

/** The screen's own first read: home's banners, a product, a category's list or a search. */
export function prefetchPageData(store: AppStore, location: Location) {
  const { dispatch } = store;
  const pathname = decodeSegments(location.pathname);
  const { search } = location;
  const now = { subscribe: false } as const;

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
