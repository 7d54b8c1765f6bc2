import type { ItemsResponse, ProductCard } from '@contracts/products';
import { api } from '@/app/api';
import { SEARCH_PAGE_SIZE } from '@/lib/shop-constants';
import { nextPage } from '@/features/catalog/paging';

/** Spec §9: 1 default, 3 price low → high, 4 price high → low (2 'Review' is shown, not offered). */
export type SortingMethod = 1 | 3 | 4;

export interface SearchArg {
  item: string;
  sortingMethod: SortingMethod;
  /** [min, max] in rupees; null leaves that end open. */
  priceRange: [number | null, number | null];
  /** A category id, or -1 for all. */
  filterCategory: number;
  /** Present only when picked, so an unfiltered search asks what it always asked. */
  sizes?: string[];
  colours?: string[];
  minDiscount?: number;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Search results, 20 a page, until a short page. Public: no token. */
    searchProducts: build.infiniteQuery<ProductCard[], SearchArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          nextPage(lastPage, lastPageParam, SEARCH_PAGE_SIZE),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/user/search',
        method: 'POST',
        body: { ...queryArg, count: pageParam, limit: SEARCH_PAGE_SIZE },
        auth: 'none',
      }),
      transformResponse: (response: ItemsResponse) => response.items,
    }),
  }),
});

export const { useSearchProductsInfiniteQuery } = searchApi;
