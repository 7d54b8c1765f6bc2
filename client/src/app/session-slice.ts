import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CustomerUser, VendorUser } from '@contracts/auth';

export interface SessionState {
  /** The signed-in customer (storefront). */
  user: CustomerUser | null;
  /** The signed-in vendor (admin). */
  admin: VendorUser | null;
}

const initialState: SessionState = { user: null, admin: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /**
     * The customer is known: a stored token was confirmed on load, or the shopper just logged
     * in or signed up in the overlay. Features that wait for a customer (e.g. the cart's
     * pending item) react to this event.
     */
    userSignedIn: (state, action: PayloadAction<CustomerUser>) => {
      state.user = action.payload;
    },
    /** The shopper saved a new name on the profile page. */
    userRenamed: (state, action: PayloadAction<string>) => {
      if (state.user) state.user.name = action.payload;
    },
    userSignedOut: (state) => {
      state.user = null;
    },
    adminSignedIn: (state, action: PayloadAction<VendorUser>) => {
      state.admin = action.payload;
    },
    adminSignedOut: (state) => {
      state.admin = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAdmin: (state) => state.admin,
  },
});

export const { userSignedIn, userRenamed, userSignedOut, adminSignedIn, adminSignedOut } =
  sessionSlice.actions;
export const { selectUser, selectAdmin } = sessionSlice.selectors;
