import type { Order, OrderStatus, PaymentType, RefundState } from '@contracts/orders';

/*
 * Order constants shared with the server. They repeat values of @contracts/orders: the client
 * imports only types from contracts (their values come with zod).
 */

/** Orders come 10 a page, for the shopper and the vendor (ORDER_PAGE_SIZE). */
export const ORDER_PAGE_SIZE = 10;

/** The shopper's names of the statuses (storefront §4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  1: 'Ordered',
  2: 'Processing',
  3: 'Shipping',
  4: 'Delivered',
  5: 'Canceled',
};

/** A canceled order's refund of its online payment. */
export const REFUND_LABELS: Record<RefundState, string> = {
  initiated: 'Refund initiated',
  refunded: 'Refunded',
};

/** The shopper may cancel until the order is shipped (Ordered or Processing). */
export const isCancelable = (order: Pick<Order, 'orderStatus'>) =>
  order.orderStatus === 1 || order.orderStatus === 2;

export const PAYMENT_LABELS: Record<PaymentType, string> = {
  1: 'Cash on Delivery',
  2: 'Online (UPI / Card)',
};

export const DELIVERED: OrderStatus = 4;
export const CANCELED: OrderStatus = 5;

export interface ProgressStep {
  label: string;
  /** Asia/Kolkata time as the server formatted it; '' when the step is not reached. */
  time: string;
  reached: boolean;
}

/**
 * The progress line: Ordered, Processing, Shipping, Delivered, each reached when the order's
 * status is at or past it (or, for a canceled order, when its time slot was filled).
 */
export function progressSteps(order: Pick<Order, 'orderStatus' | 'orderTime'>): ProgressStep[] {
  return ([1, 2, 3, 4] as const).map((status) => {
    const time = order.orderTime[status - 1] ?? '';
    const reached = order.orderStatus === CANCELED ? time !== '' : order.orderStatus >= status;
    return { label: ORDER_STATUS_LABELS[status], time: reached ? time : '', reached };
  });
}

/** Unit price × quantity in rupees, to the paisa. */
export function lineAmount(unitPrice: number, quantity: number): number {
  return Math.round(unitPrice * 100 * quantity) / 100;
}
