import type { CartResponse } from '@contracts/cart';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem, CartLine } from './cart-types';

/**
 * The shopper's cart as the server last answered it (the server keeps the cart; every cart call
 * answers the whole cart), plus the item a signed-out shopper tried to add.
 */
export interface CartState {
  items: CartLine[];
  /** The server's total in rupees: what checkout will charge. */
  total: number;
  /** The item a signed-out shopper tried to add; added once they sign in. */
  pendingCart: CartItem | null;
  /** Counts the lines added in this visit: the header's cart count animates on each. */
  addedCount: number;
}

const initialState: CartState = { items: [], total: 0, pendingCart: null, addedCount: 0 };

/** Unit price by product type: 0 simple → price.price, 1 variable → varient.general.price. */
export function unitPrice(item: Pick<CartLine, 'productType' | 'price' | 'varient'>): number {
  const price = item.productType === 1 ? item.varient?.general.price : item.price?.price;
  return Number(price) || 0;
}

/** What identifies a cart line: the product and, for a variable product, the variant. */
export interface LineKey {
  id: number | string;
  varient?: { _id: number | string } | null;
}

/** Spec §5: the same simple product, or the same product with the same variant, is a duplicate. */
export function isSameCartLine<A extends LineKey, B extends LineKey>(a: A, b: B): boolean {
  return (
    String(a.id) === String(b.id) && String(a.varient?._id ?? '') === String(b.varient?._id ?? '')
  );
}

/** Σ unit price × quantity: the total to show until the server answers with its own. */
export function estimateTotal(lines: CartLine[]): number {
  const paise = lines.reduce(
    (sum, line) => sum + Math.round(unitPrice(line) * 100) * line.itemQty,
    0,
  );
  return paise / 100;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The server answered the cart (get, set, or the previous cart restored after a failure). */
    cartLoaded: (state, action: PayloadAction<CartResponse>) => {
      state.items = action.payload.cart;
      state.total = action.payload.total;
    },
    /** The server accepted a new line (Add to cart): its answer is the whole cart. */
    itemAddedToCart: (state, action: PayloadAction<CartResponse>) => {
      state.items = action.payload.cart;
      state.total = action.payload.total;
      state.addedCount += 1;
    },
    /** An order was placed: the bought lines left the cart. */
    cartEmptied: (state) => {
      state.items = [];
      state.total = 0;
    },
    /** Logout. */
    cartCleared: () => initialState,
    pendingItemSaved: (state, action: PayloadAction<CartItem>) => {
      state.pendingCart = action.payload;
    },
    pendingItemCleared: (state) => {
      state.pendingCart = null;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectPendingCart: (state) => state.pendingCart,
    /** The header's count: the number of lines. */
    selectCartCount: (state) => state.items.length,
    /** The subtotal: the server's Σ unit price × itemQty over the cart. */
    selectCartTotal: (state) => state.total,
    selectCartAddedCount: (state) => state.addedCount,
  },
});

export const {
  cartLoaded,
  itemAddedToCart,
  cartEmptied,
  cartCleared,
  pendingItemSaved,
  pendingItemCleared,
} = cartSlice.actions;
export const {
  selectCartItems,
  selectPendingCart,
  selectCartCount,
  selectCartTotal,
  selectCartAddedCount,
} = cartSlice.selectors;
