/**
 * The cart's texts, spelt as the spec has them (storefront §8). 'Item Already in Cart' is also
 * the server's 409 answer (CART_MESSAGES.duplicate in @contracts/cart, repeated here because the
 * client imports only types from contracts).
 */
export const CART_TEXT = {
  added: 'Added To Cart',
  duplicate: 'Item Already in Cart',
  updated: 'Updated Successfull',
  removed: 'Removed Successfull',
  failed: 'Something Wrong',
} as const;
