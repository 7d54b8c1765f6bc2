import type { CheckoutResponse, Order } from '@contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The order being paid: what checkout answers ({orderId, amount}, rupees). */
export type CurrentOrder = CheckoutResponse;

/** An order whose bill is open, with the customer it belongs to. */
export interface ChosenInvoice {
  userId: string;
  order: Order;
}

export interface OrdersState {
  currentOrder: CurrentOrder | null;
  /** The shopper's bill (/orders/bill). */
  currentInvoice: ChosenInvoice | null;
  /** The bill the vendor opened from My Orders (/vendor/orders/billing). */
  vendorInvoice: ChosenInvoice | null;
}

const initialState: OrdersState = { currentOrder: null, currentInvoice: null, vendorInvoice: null };

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    checkoutStarted: (state, action: PayloadAction<CurrentOrder>) => {
      state.currentOrder = action.payload;
    },
    checkoutEnded: (state) => {
      state.currentOrder = null;
    },
    invoiceChosen: (state, action: PayloadAction<ChosenInvoice>) => {
      state.currentInvoice = action.payload;
    },
    vendorInvoiceChosen: (state, action: PayloadAction<ChosenInvoice>) => {
      state.vendorInvoice = action.payload;
    },
    /** The shopper logged out. */
    ordersCleared: (state) => {
      state.currentOrder = null;
      state.currentInvoice = null;
    },
  },
  selectors: {
    selectCurrentOrder: (state) => state.currentOrder,
    selectCurrentInvoice: (state) => state.currentInvoice,
    selectVendorInvoice: (state) => state.vendorInvoice,
  },
});

export const { checkoutStarted, checkoutEnded, invoiceChosen, vendorInvoiceChosen, ordersCleared } =
  ordersSlice.actions;
export const { selectCurrentOrder, selectCurrentInvoice, selectVendorInvoice } =
  ordersSlice.selectors;
