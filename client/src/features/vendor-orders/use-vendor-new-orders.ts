import { useGetVendorNewNotifyQuery } from './vendor-orders-api';

/** How often the admin asks for the count of new orders (the side menu's Orders badge). */
export const VENDOR_NEW_ORDERS_POLL_MS = 30_000;

/** Polls the vendor's new-order count while the admin is open; the count goes to the badge. */
export function useVendorNewOrders() {
  useGetVendorNewNotifyQuery(undefined, {
    pollingInterval: VENDOR_NEW_ORDERS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
}
