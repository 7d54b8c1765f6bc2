import { z } from 'zod';
import { idSchema, MAX_PAGE, numberFromText, wholeNumber } from './common';
import type { VariantAttributeValue } from './products';

/** A cart holds at most this many lines (each line may have several units). */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 1000;

const userId = z.string().optional();
const positiveId = idSchema;

/** Cart quantity (spec §5: minimum 1; the stock limit is checked by the server). */
export const cartQuantity = z.preprocess(
  numberFromText,
  z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
);

/**
 * What the server reads of a cart line sent by the client: the product id, the variant id and
 * the quantity. Prices, names and images in the body are ignored.
 */
export const cartLineRef = z.object({
  id: positiveId,
  varient: z.object({ _id: positiveId }).nullish(),
  itemQty: cartQuantity.default(1),
});
export type CartLineRef = z.infer<typeof cartLineRef>;

export const cartGetBody = z.object({ userId, count: wholeNumber(1, MAX_PAGE).optional() });
export type CartGetBody = z.input<typeof cartGetBody>;

export const addToCartBody = z.object({ userId, item: cartLineRef });
export type AddToCartBody = z.input<typeof addToCartBody>;

export const setCartBody = z.object({
  userId,
  cart: z
    .array(cartLineRef)
    .max(MAX_CART_LINES, `Your cart can hold at most ${MAX_CART_LINES} items`),
});
export type SetCartBody = z.input<typeof setCartBody>;

/** Prices are rupees as the server knows them now; null when the vendor removed the price. */
export interface CartPrice {
  price: number | null;
  mrp: number | null;
}

/** The chosen variant of a variable product (the spec's `varient`). */
export interface CartVariant {
  _id: number;
  varienteAttributes: VariantAttributeValue[];
  /** itemQty is the variant's current stock. */
  general: CartPrice & { itemQty: number; images: string[] };
}

/** One cart line: the spec's fields plus the current stock and what stops it from being bought. */
export interface CartItem {
  /** The product id. */
  id: number;
  name: string;
  coverImg: string;
  /** Units in the cart. */
  itemQty: number;
  productType: 0 | 1;
  /** Simple products. */
  price?: CartPrice;
  /** Variable products. */
  varient?: CartVariant;
  /** Units in stock now (the quantity may not go above it). */
  stock: number;
  /** Why checkout would refuse this line right now, or null. */
  problem: string | null;
}

export interface CartResponse {
  cart: CartItem[];
  /** Σ unit price × quantity in rupees, from the server's prices: what checkout will charge. */
  total: number;
}

export const CART_MESSAGES = {
  duplicate: 'Item Already in Cart',
  full: `Your cart can hold at most ${MAX_CART_LINES} items`,
  empty: 'Your cart is empty',
} as const;
