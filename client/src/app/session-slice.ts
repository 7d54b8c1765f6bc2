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
    userSignedIn: (state, action: PayloadAction<CustomerUser>) => {
      state.user = action.payload;
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

export const { userSignedIn, userSignedOut, adminSignedIn, adminSignedOut } = sessionSlice.actions;
export const { selectUser, selectAdmin } = sessionSlice.selectors;
