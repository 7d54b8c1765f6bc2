import type { AddToCartBody, CartLineRef, CartResponse, SetCartBody } from '@contracts/cart';
import { api } from '@/app/api';
import type { RootState } from '@/app/store';
import { SEG } from '@/lib/api-paths';
import { cartLoaded, estimateTotal, itemAddedToCart } from './cart-slice';
import type { CartItem, CartLine } from './cart-types';

const CART = `/api/user/cart/${SEG}`;

/** What the server reads of a line: the product, the variant and the quantity. */
export function lineRef(line: CartItem | CartLine): CartLineRef {
  return {
    id: line.id,
    varient: line.varient ? { _id: line.varient._id } : null,
    itemQty: line.itemQty,
  };
}

/**
 * The server's cart (storefront §7). Every call answers the whole cart, which goes into the cart
 * slice; `setCart` shows the new cart at once and puts the previous one back if the call fails.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string>({
      query: (userId) => ({ url: `${CART}/get`, method: 'POST', body: { userId, count: 1 } }),
      providesTags: ['Cart'],
      keepUnusedDataFor: 0,
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(cartLoaded(data));
      },
    }),
    addToCart: build.mutation<CartResponse, { userId: string; item: CartItem }>({
      query: ({ userId, item }) => ({
        url: `${CART}/add`,
        method: 'POST',
        body: { userId, item: lineRef(item) } satisfies AddToCartBody,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(itemAddedToCart(data));
      },
    }),
    /** Replaces the cart with `lines` (new quantities, or a line left out to remove it). */
    setCart: build.mutation<CartResponse, { userId: string; lines: CartLine[] }>({
      query: ({ userId, lines }) => ({
        url: `${CART}/set`,
        method: 'POST',
        body: { userId, cart: lines.map(lineRef) } satisfies SetCartBody,
      }),
      async onQueryStarted({ lines }, { dispatch, getState, queryFulfilled }) {
        const { items, total } = (getState() as RootState).cart;
        dispatch(cartLoaded({ cart: lines, total: estimateTotal(lines) }));
        try {
          dispatch(cartLoaded((await queryFulfilled).data));
        } catch {
          dispatch(cartLoaded({ cart: items, total }));
        }
      },
    }),
  }),
});

export const { useGetCartQuery, useAddToCartMutation, useSetCartMutation } = cartApi;
