import type { Database } from '../../db/client';
import type { CartService } from '../cart/cart.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { orderMessage, rupeesText } from './order-view';
import { issueInvoice } from './invoice-series';
import { itemsOf, updateOrder, type OrderRow } from './orders.repository';

export interface PlacementDeps {
  cart: CartService;
  notifications: NotificationsService;
}

export type PlacedPayment = { paymentType: 1 } | { paymentType: 2; transactionId: string };

/**
 * Places an order awaiting payment (inside the caller's transaction, with the order row locked):
 * status 1 with its first time slot, the payment recorded, the tax invoice issued (its number
 * from the gap-free series), the bought lines out of the cart, and both the shop owner (new-order
 * badge) and the customer told.
 *
 * "Placed" is this moment — cash on delivery chosen, or an online payment confirmed — and
 * never checkout: an unpaid checkout may lapse and would leave a hole in the invoice series.
 */
export async function placeOrder(
  tx: Database,
  deps: PlacementDeps,
  order: OrderRow,
  payment: PlacedPayment,
  at: Date,
): Promise<void> {
  await updateOrder(tx, order.id, {
    status: 1,
    orderedAt: at,
    paymentType: payment.paymentType,
    transactionId: payment.paymentType === 2 ? payment.transactionId : null,
  });
  await issueInvoice(tx, order, at);
  const items = await itemsOf(tx, [order.id]);
  await deps.cart.removeBought(order.customerId, items, tx);
  const code = order.orderCode;
  const how = payment.paymentType === 1 ? 'cash on delivery' : 'paid online';
  await deps.notifications.notify(
    { audience: 'vendor' },
    `New order ${code}: ${rupeesText(order.amountPaise)}, ${how}`,
    code,
    tx,
  );
  await deps.notifications.notify(
    { audience: 'customer', customerId: order.customerId },
    orderMessage('Your order is placed', code, at),
    code,
    tx,
  );
}
