import { z } from 'zod';
import { idSchema } from './common';
import type { ProductCard } from './products';

/** How many products one shopper's wishlist may hold. */
export const WISHLIST_LIMIT = 200;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist can hold up to ${WISHLIST_LIMIT} products: remove one to add another`,
  notFound: 'Product Not Found',
} as const;

/**
 * The ids of the saved products that shoppers can see now (hidden ones are kept but left out),
 * newest first: what the header's count and the cards' hearts need.
 */
export interface WishlistIdsResponse {
  ids: number[];
}

/** The saved products' cards, newest first (the /wishlist page). */
export interface WishlistResponse {
  wishlist: ProductCard[];
}

const userId = z.string().optional();

/** POST /api/user/wishlist/156/get and /ids */
export const wishlistBody = z.object({ userId });
export type WishlistBody = z.input<typeof wishlistBody>;

/** POST /api/user/wishlist/156/add and /remove: both idempotent. */
export const wishlistItemBody = z.object({ userId, productId: idSchema });
export type WishlistItemBody = z.input<typeof wishlistItemBody>;
