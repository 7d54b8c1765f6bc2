import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/*
 * The customer's notifications (list and unread count) are server data and live in RTK Query's
 * cache, keyed by user (notifications-api.ts). What stays here is the admin's badge.
 */
export interface NotificationsState {
  /** New-order notifications for the vendor (side-menu Orders badge). */
  vendorNewNotify: number;
}

const initialState: NotificationsState = { vendorNewNotify: 0 };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    vendorNewOrdersCounted: (state, action: PayloadAction<number>) => {
      state.vendorNewNotify = Math.max(0, action.payload);
    },
  },
  selectors: {
    selectVendorNewNotify: (state) => state.vendorNewNotify,
  },
});

export const { vendorNewOrdersCounted } = notificationsSlice.actions;
export const { selectVendorNewNotify } = notificationsSlice.selectors;
