import type { ProductCard } from '@contracts/products';
import type {
  WishlistBody,
  WishlistIdsResponse,
  WishlistItemBody,
  WishlistResponse,
} from '@contracts/wishlist';
import { api } from '@/app/api';
import { SEG } from '@/lib/api-paths';

const WISHLIST = `/api/user/wishlist/${SEG}`;

export interface WishlistChange {
  userId: string;
  productId: number;
}

/**
 * The shopper's wishlist on the server. The saved ids (the header count, every heart) change at
 * once when a heart is clicked and go back if the server refuses; the answer's ids replace them.
 */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlistIds: build.query<number[], string>({
      query: (userId) => ({
        url: `${WISHLIST}/ids`,
        method: 'POST',
        body: { userId } satisfies WishlistBody,
      }),
      transformResponse: (answer: WishlistIdsResponse) => answer.ids,
    }),
    getWishlist: build.query<ProductCard[], string>({
      query: (userId) => ({
        url: `${WISHLIST}/get`,
        method: 'POST',
        body: { userId } satisfies WishlistBody,
      }),
      transformResponse: (answer: WishlistResponse) => answer.wishlist,
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<number[], WishlistChange>({
      query: ({ userId, productId }) => ({
        url: `${WISHLIST}/add`,
        method: 'POST',
        body: { userId, productId } satisfies WishlistItemBody,
      }),
      transformResponse: (answer: WishlistIdsResponse) => answer.ids,
      // The page's cards hold a new product: fetched again if the page is open.
      invalidatesTags: (ids) => (ids ? ['Wishlist'] : []),
      async onQueryStarted({ userId, productId }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          wishlistApi.util.updateQueryData('getWishlistIds', userId, (ids) =>
            ids.includes(productId) ? ids : [productId, ...ids],
          ),
        );
        await settle(shown, queryFulfilled, (ids) =>
          dispatch(wishlistApi.util.updateQueryData('getWishlistIds', userId, () => ids)),
        );
      },
    }),
    removeFromWishlist: build.mutation<number[], WishlistChange>({
      query: ({ userId, productId }) => ({
        url: `${WISHLIST}/remove`,
        method: 'POST',
        body: { userId, productId } satisfies WishlistItemBody,
      }),
      transformResponse: (answer: WishlistIdsResponse) => answer.ids,
      async onQueryStarted({ userId, productId }, { dispatch, queryFulfilled }) {
        const ids = dispatch(
          wishlistApi.util.updateQueryData('getWishlistIds', userId, (draft) =>
            draft.filter((id) => id !== productId),
          ),
        );
        const cards = dispatch(
          wishlistApi.util.updateQueryData('getWishlist', userId, (draft) =>
            draft.filter((card) => card._id !== productId),
          ),
        );
        await settle({ undo: () => (ids.undo(), cards.undo()) }, queryFulfilled, (answer) =>
          dispatch(wishlistApi.util.updateQueryData('getWishlistIds', userId, () => answer)),
        );
      },
    }),
  }),
});

/** Keeps the server's answer, or takes the optimistic change back when the call failed. */
async function settle(
  change: { undo: () => void },
  fulfilled: Promise<{ data: number[] }>,
  keep: (ids: number[]) => unknown,
): Promise<void> {
  try {
    keep((await fulfilled).data);
  } catch {
    change.undo();
  }
}

export const {
  useGetWishlistIdsQuery,
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} = wishlistApi;
