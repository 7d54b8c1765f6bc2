import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from './cart-types';

export interface CartState {
  items: CartItem[];
  /** The item a signed-out shopper tried to add; added after they sign in. */
  pendingCart: CartItem | null;
}

const initialState: CartState = { items: [], pendingCart: null };

/** Unit price by product type: 0 simple → price.price, 1 variable → varient.general.price. */
export function unitPrice(item: CartItem): number {
  const price = item.productType === 1 ? item.varient?.general.price : item.price?.price;
  return Number(price) || 0;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded: (state, action: PayloadAction<CartItem[]>) => {
      state.items = action.payload;
    },
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
    selectCartCount: (state) => state.items.length,
    /** Sum of unit price × itemQty over the cart (the spec's cart total). */
    selectCartTotal: (state) =>
      state.items.reduce((sum, item) => sum + unitPrice(item) * (Number(item.itemQty) || 0), 0),
  },
});

export const { cartLoaded, cartCleared, pendingItemSaved, pendingItemCleared } = cartSlice.actions;
export const { selectCartItems, selectPendingCart, selectCartCount, selectCartTotal } =
  cartSlice.selectors;
