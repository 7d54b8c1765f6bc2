import type {
  ItemsResponse,
  ProductCard,
  ProductCardsBody,
  ProductDetail,
  ProductsByCategoryResponse,
  ProductWithIdResponse,
  Review,
  ReviewsResponse,
} from '@contracts/products';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';
import { CATEGORY_PAGE_SIZE } from '@/lib/shop-constants';
import { nextPage } from './paging';

const PRODUCT = `/api/vendor/product/${SEG}`;

export interface CategoryProductsArg {
  category: number;
  /** -1 for every sub-category. */
  subCategory: number;
  /** Page size: 20 on the category page, 5 in a home row. */
  limit?: number;
  /** Filters and sort of the category page, present only when picked (see categoryArg). */
  sortingMethod?: 3 | 4;
  priceRange?: [number | null, number | null];
  sizes?: string[];
  colours?: string[];
  minDiscount?: number;
}

/** Product lists and the product page's reads (public, so they carry no vendor token). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A category's products, page by page (count starts at 1) until a short page. */
    getCategoryProducts: build.infiniteQuery<ProductCard[], CategoryProductsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam, _params, arg) =>
          nextPage(lastPage, lastPageParam, arg.limit ?? CATEGORY_PAGE_SIZE),
      },
      query: ({ queryArg: { limit = CATEGORY_PAGE_SIZE, ...rest }, pageParam }) => ({
        url: `${PRODUCT}/product/get/category`,
        method: 'POST',
        body: { ...rest, count: pageParam, limit },
        auth: 'none',
      }),
      transformResponse: (response: ProductsByCategoryResponse) => response.myCollection.myProducts,
      providesTags: ['Products'],
    }),
    /**
     * The product page. It carries the shopper's token, if any, so the server can answer
     * alreadyVisited; a 404 (unknown, hidden, or variable without variants) sends home.
     */
    getProduct: build.query<ProductDetail, number>({
      query: (id) => ({
        url: `${PRODUCT}/getProductWithID`,
        method: 'POST',
        body: { id },
        auth: 'customer',
      }),
      transformResponse: (response: ProductWithIdResponse) => response.myCollection,
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    /** Reviews after the first page the product already carries (count 2, 3, …). */
    getReviews: build.query<Review[], { id: number; count: number }>({
      query: (body) => ({ url: `${PRODUCT}/getReviews`, method: 'POST', body, auth: 'none' }),
      transformResponse: (response: ReviewsResponse) => response.reviews,
    }),
    getRelatedProducts: build.query<ProductCard[], number>({
      query: (productId) => ({
        url: '/api/user/relatedProducts',
        method: 'POST',
        body: { productId },
        auth: 'none',
      }),
      transformResponse: (response: ItemsResponse) => response.items,
    }),
    /** 'Recommended for you' (signed-in shoppers only). */
    getSuggestedProducts: build.query<ProductCard[], string>({
      query: (userId) => ({
        url: '/api/user/getSuggestProducts',
        method: 'POST',
        body: { userId },
      }),
      transformResponse: (response: ItemsResponse) => response.items,
    }),
    /** The cards of products viewed in this browser that are still listed, in that order. */
    getProductCards: build.query<ProductCard[], number[]>({
      query: (ids) => ({
        url: '/api/user/productCards',
        method: 'POST',
        body: { ids } satisfies ProductCardsBody,
        auth: 'none',
      }),
      transformResponse: (response: ItemsResponse) => response.items,
    }),
    /** Records that a signed-in shopper opened a product (feeds the recommendations). */
    addToSuggestionList: build.mutation<unknown, { product: number; userId: string }>({
      query: (body) => ({ url: '/api/user/addToSuggestionList', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCategoryProductsInfiniteQuery,
  useGetProductQuery,
  useLazyGetReviewsQuery,
  useGetRelatedProductsQuery,
  useGetSuggestedProductsQuery,
  useGetProductCardsQuery,
  useAddToSuggestionListMutation,
} = productsApi;
