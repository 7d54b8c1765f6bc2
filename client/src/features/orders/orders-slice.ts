import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The order being paid: what checkout answers ({orderId, amount}, rupees). */
export interface CurrentOrder {
  orderId: string;
  amount: number;
}

/** The order whose bill is open; typed fully once the orders contract exists. */
export interface ChosenInvoice {
  orderId: string;
  [field: string]: unknown;
}

export interface OrdersState {
  currentOrder: CurrentOrder | null;
  currentInvoice: ChosenInvoice | null;
}

const initialState: OrdersState = { currentOrder: null, currentInvoice: null };

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
    ordersCleared: () => initialState,
  },
  selectors: {
    selectCurrentOrder: (state) => state.currentOrder,
    selectCurrentInvoice: (state) => state.currentInvoice,
  },
});

export const { checkoutStarted, checkoutEnded, invoiceChosen, ordersCleared } = ordersSlice.actions;
export const { selectCurrentOrder, selectCurrentInvoice } = ordersSlice.selectors;
