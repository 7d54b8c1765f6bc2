import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The saved products live in RTK Query's cache; this holds only what waits for a sign-in. */
export interface WishlistState {
  /** The product a signed-out shopper hearted; saved once they sign in. */
  pendingProductId: number | null;
}

const initialState: WishlistState = { pendingProductId: null };

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistPendingSaved: (state, action: PayloadAction<number>) => {
      state.pendingProductId = action.payload;
    },
    wishlistPendingCleared: (state) => {
      state.pendingProductId = null;
    },
  },
  selectors: {
    selectPendingWishlistId: (state) => state.pendingProductId,
  },
});

export const { wishlistPendingSaved, wishlistPendingCleared } = wishlistSlice.actions;
export const { selectPendingWishlistId } = wishlistSlice.selectors;
