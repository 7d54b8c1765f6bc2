import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NotificationsState {
  /** The customer's notification lines, newest first. */
  notifyList: string[];
  /** The customer's unread count (bell badge). */
  newNotify: number;
  /** New-order notifications for the vendor (side-menu Orders badge). */
  vendorNewNotify: number;
}

const initialState: NotificationsState = { notifyList: [], newNotify: 0, vendorNewNotify: 0 };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationsLoaded: (state, action: PayloadAction<string[]>) => {
      state.notifyList = action.payload;
    },
    newNotifyCounted: (state, action: PayloadAction<number>) => {
      state.newNotify = Math.max(0, action.payload);
    },
    notificationsSeen: (state) => {
      state.newNotify = 0;
    },
    vendorNewOrdersCounted: (state, action: PayloadAction<number>) => {
      state.vendorNewNotify = Math.max(0, action.payload);
    },
    notificationsCleared: (state) => {
      state.notifyList = [];
      state.newNotify = 0;
    },
  },
  selectors: {
    selectNotifyList: (state) => state.notifyList,
    selectNewNotify: (state) => state.newNotify,
    selectVendorNewNotify: (state) => state.vendorNewNotify,
  },
});

export const {
  notificationsLoaded,
  newNotifyCounted,
  notificationsSeen,
  vendorNewOrdersCounted,
  notificationsCleared,
} = notificationsSlice.actions;
export const { selectNotifyList, selectNewNotify, selectVendorNewNotify } =
  notificationsSlice.selectors;
