import { combineReducers, configureStore } from '@reduxjs/toolkit';

import { cartSlice } from '@/features/cart/cart-slice';
import { notificationsSlice } from '@/features/notifications/notifications-slice';
import { ordersSlice } from '@/features/orders/orders-slice';
import { wishlistSlice } from '@/features/wishlist/wishlist-slice';
import { api } from './api';
import { sessionSlice } from './session-slice';
import { uiSlice } from './ui-slice';

/*
 * The spec's "shared state defaults" (vendor.md §3), and where each one lives:
 *   user, admin                      → session.user, session.admin
 *   raw data                         → RTK Query cache: getRawData (features/catalog)
 *   home products, attributes,
 *   orders, vendor orders,
 *   slider list                      → RTK Query caches (endpoints added by later features)
 *   cart, pending cart               → cart.items, cart.pendingCart
 *   wishlist (ours)                  → RTK Query caches: getWishlistIds, getWishlist
 *                                      (features/wishlist); wishlist.pendingProductId
 *   cart total                       → selectCartTotal (derived: Σ unit price × itemQty)
 *   current order, current invoice   → orders.currentOrder, orders.currentInvoice
 *   search item                      → ui.searchItem
 *   loading flags                    → ui.loading, ui.navLoading
 *   notify list, new notification #  → RTK Query caches: getNotify, getNewNotify
 *                                      (features/notifications; notifications.vendorNewNotify
 *                                      keeps the admin badge)
 */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [ordersSlice.reducerPath]: ordersSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [wishlistSlice.reducerPath]: wishlistSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // RTK Query's own bookkeeping notifies subscribers in batches; by default in the next
    // animation frame, where their re-render joins the frame's style and layout in one long
    // task. A timer of one frame batches as well, in a task of its own.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'timer', timeout: 16 } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
