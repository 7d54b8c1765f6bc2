import type { Order, OrderStatus, PaymentType } from '@contracts/orders';

/** The vendor's names of the statuses (vendor.md §4). */
export const VENDOR_STATUS_LABELS: Record<OrderStatus, string> = {
  1: 'Pending',
  2: 'Processing',
  3: 'Shipping',
  4: 'Delivered',
  5: 'Canceled',
};

/**
 * The customer's message per status (vendor.md §4; ORDER_STATUS_MESSAGES in @contracts/orders).
 * Sent as `notify` as the original client did; the server writes the message itself.
 */
export const STATUS_MESSAGES: Record<OrderStatus, string> = {
  1: 'Your order is Still Pending',
  2: 'Your order is in Processing',
  3: 'Your order is shipped',
  4: 'Your order is delivered',
  5: 'Your order is Canceled',
};

export const VENDOR_PAYMENT_LABELS: Record<PaymentType, string> = {
  1: 'COD',
  2: 'UPI / online',
};

export const VENDOR_TEXT = {
  saved: 'saved',
  map: 'Redirect to map...',
  billMismatch: 'something Wrong',
  zero: 'Zero Orders',
  noMore: 'No More Orders',
} as const;

/**
 * The spec's changeStatus/user body: the customer's orders (as the list knows them) with only
 * orders[orderIndex] moved to `status`.
 */
export function statusChangeBody(
  userId: string,
  customerOrders: Pick<Order, 'orderId' | 'orderStatus'>[],
  orderId: string,
  status: OrderStatus,
) {
  const orderIndex = customerOrders.findIndex((order) => order.orderId === orderId);
  const orders = customerOrders.map(({ orderId: id, orderStatus }, index) => ({
    orderId: id,
    orderStatus: index === orderIndex ? status : orderStatus,
  }));
  return { userId, orders, notify: STATUS_MESSAGES[status], orderIndex };
}
