import {
  ORDER_PAGE_SIZE,
  ORDER_STATUS_MESSAGES,
  type Order,
  type OrderStatus,
  type OrderStatusChange,
  type PendingCheckout,
} from '../../contracts/orders';
import type { Database } from '../../db/client';
import { lockShopper } from '../../db/shopper-lock';
import { Conflict, NotFound } from '../../http/errors';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { NotificationsService } from '../notifications/notifications.service';
import { cancelPlacedOrder } from './order-cancellation';
import { retakeOrderStock, stockLinesOf } from './order-stock';
import { lockStock } from './stock.repository';
import { groupItems, orderMessage, TIME_SLOTS, toOrder, toPendingCheckout } from './order-view';
import * as repo from './orders.repository';
import { settleRefund, type PendingRefund } from './payment-confirmation';
import * as payments from './payments.repository';
import { transact } from '../../db/transactions';

export const ORDER_NOT_FOUND = 'Order Not Found';
/** Also the payment's answers (payments.service.ts repeats them in PAYMENT_MESSAGES). */
const PAYMENT_TEXT = {
  expired: 'This checkout has expired, please check out again',
  alreadyPlaced: 'This order is already placed',
} as const;
export const CANCEL_MESSAGES = {
  shipped: 'This order is already shipped and can no longer be canceled',
  refunded: (orderCode: string) =>
    `Order ${orderCode} cannot be reopened: its payment was refunded`,
} as const;

export interface OrdersDeps {
  notifications: NotificationsService;
  provider: PaymentProvider;
  logger: Logger;
  now?: () => Date;
}

/**
 * Placed orders: the customer's and the shop owner's lists, the owner's status changes and the
 * shopper's cancellation (both through applyStatus, so cancelling does the same either way).
 */
export function createOrdersService(db: Database, deps: OrdersDeps) {
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());

  async function render(rows: { order: repo.OrderRow }[]): Promise<Order[]> {
    const ids = rows.map((row) => row.order.id);
    const [items, refunds] = await Promise.all([
      repo.itemsOf(db, ids).then(groupItems),
      payments.refundStatesOf(db, ids),
    ]);
    return rows.map(({ order }) => {
      const refund = order.status === 5 ? refunds.get(order.id) : undefined;
      return { ...toOrder(order, items.get(order.id) ?? []), ...(refund ? { refund } : {}) };
    });
  }

  /**
   * Moves one locked order to `status`: its slot set, later slots cleared, stock and message.
   * Cancelling returns the stock and marks an online payment for its refund (answered, to be
   * asked of the provider once the transaction commits); every cancellation, the shopper's or
   * the shop's, comes through here.
   */
  async function applyStatus(
    tx: Database,
    order: repo.OrderRow,
    status: OrderStatus,
    at: Date,
  ): Promise<PendingRefund | undefined> {
    const slots: repo.OrderChanges = {};
    TIME_SLOTS.forEach((slot, index) => {
      // Set back to Pending, an order keeps the time it was placed as its order date.
      if (index === 0 && status === 1 && order.orderedAt) slots[slot] = order.orderedAt;
      else if (index === status - 1) slots[slot] = at;
      else if (index > status - 1) slots[slot] = null;
    });
    let refund: PendingRefund | undefined;
    if (status === 5) {
      await cancelPlacedOrder(tx, order, at);
      refund = await payments.markCanceledPaymentForRefund(tx, order.id);
    } else if (order.status === 5) {
      // Money given back is not taken again by reopening: the shop would ship unpaid.
      if ((await payments.refundStatesOf(tx, [order.id])).has(order.id))
        throw new Conflict(CANCEL_MESSAGES.refunded(order.orderCode));
      const short = await retakeOrderStock(tx, order);
      if (short.length)
        throw new Conflict(`Order ${order.orderCode} cannot be reopened: ${short.join('; ')}`);
    }
    await repo.updateOrder(tx, order.id, { status, ...slots });
    const message = orderMessage(ORDER_STATUS_MESSAGES[status], order.orderCode, at);
    await notifications.notify(
      { audience: 'customer', customerId: order.customerId },
      message,
      order.orderCode,
      tx,
    );
    return refund;
  }

  /**
   * In one transaction, under the shopper's lock and then the orders' and their stock's (the
   * lock order of every write to a shopper's orders): `decide` picks each locked order's new
   * status (undefined: leave it). Refunds are asked of the provider after the commit.
   */
  async function moveOrders(
    customerId: string,
    orderCodes: string[],
    decide: (order: repo.OrderRow) => OrderStatus | undefined,
  ): Promise<void> {
    const refunds = await transact(db, async (tx) => {
      const at = now();
      await lockShopper(tx, customerId);
      const rows = await repo.lockPlacedOrders(tx, customerId, orderCodes);
      if (rows.length !== orderCodes.length) throw new NotFound(ORDER_NOT_FOUND);
      // One sorted pass over the stock of every order changed, before any of them moves.
      await lockStock(
        tx,
        stockLinesOf(
          await repo.itemsOf(
            tx,
            rows.map((row) => row.id),
          ),
        ),
      );
      const pending: PendingRefund[] = [];
      for (const row of rows) {
        const status = decide(row);
        if (status === undefined || status === row.status) continue;
        const refund = await applyStatus(tx, row, status, at);
        if (refund) pending.push(refund);
      }
      return pending;
    });
    for (const refund of refunds) await settleRefund(db, deps.provider, refund, deps.logger);
  }

  /** One of the shopper's placed orders (another's, or one awaiting payment, is not found). */
  async function getForCustomer(customerId: string, orderCode: string): Promise<Order> {
    const row = await repo.findCustomerOrder(db, customerId, orderCode);
    if (!row || row.status < 1) throw new NotFound(ORDER_NOT_FOUND);
    return (await render([{ order: row }]))[0]!;
  }

  const listAllForCustomer = async (customerId: string) =>
    render(await repo.listPlaced(db, { customerId }));

  return {
    /** The customer's placed orders, newest first, ORDER_PAGE_SIZE per page. */
    async listForCustomer(customerId: string, page: number): Promise<Order[]> {
      return render(
        await repo.listPlaced(db, {
          customerId,
          limit: ORDER_PAGE_SIZE,
          offset: (page - 1) * ORDER_PAGE_SIZE,
        }),
      );
    },

    listAllForCustomer,

    /** Every customer's placed orders for the shop owner: [customer id, order], newest first. */
    async listForVendor(page: number): Promise<[string, Order][]> {
      const rows = await repo.listPlaced(db, {
        limit: ORDER_PAGE_SIZE,
        offset: (page - 1) * ORDER_PAGE_SIZE,
      });
      const orders = await render(rows);
      return rows.map((row, index) => [
        row.order.customerId,
        { ...orders[index]!, customer: { name: row.customerName, phone: row.customerPhone } },
      ]);
    },

    /**
     * Applies the status of each given order of the customer whose status differs (any → any):
     * canceling returns the stock once, reopening a canceled order takes it again or is refused.
     * All or nothing; answers the customer's orders afterwards.
     */
    async changeStatus(customerId: string, changes: OrderStatusChange[]): Promise<Order[]> {
      const wanted = new Map(changes.map((change) => [change.orderId, change.orderStatus]));
      await moveOrders(customerId, [...wanted.keys()], (row) => wanted.get(row.orderCode));
      return listAllForCustomer(customerId);
    },

    /**
     * The shopper cancels their order while it is not shipped yet (Ordered or Processing):
     * the same move as the shop's cancel. Cancelling a canceled order changes nothing.
     */
    async cancelByCustomer(customerId: string, orderCode: string): Promise<Order> {
      await moveOrders(customerId, [orderCode], (row) => {
        if (row.status === 5) return undefined;
        if (row.status >= 3) throw new Conflict(CANCEL_MESSAGES.shipped);
        return 5;
      });
      return getForCustomer(customerId, orderCode);
    },

    getForCustomer,

    /** The shopper's checkouts still awaiting payment (their hold running), newest first. */
    async pendingCheckouts(customerId: string): Promise<PendingCheckout[]> {
      const rows = await repo.listOpenCheckouts(db, customerId, now());
      const items = groupItems(
        await repo.itemsOf(
          db,
          rows.map((row) => row.id),
        ),
      );
      return rows.map((row) => toPendingCheckout(row, items.get(row.id) ?? []));
    },

    /**
     * One checkout to resume paying for: another shopper's is not found; a placed or expired
     * one is refused with what happened to it.
     */
    async pendingCheckout(customerId: string, orderCode: string): Promise<PendingCheckout> {
      const row = await repo.findCustomerOrder(db, customerId, orderCode);
      if (!row) throw new NotFound(ORDER_NOT_FOUND);
      if (row.status !== 0) throw new Conflict(PAYMENT_TEXT.alreadyPlaced);
      const at = now();
      if (row.stockReleasedAt !== null || !row.reservedUntil || row.reservedUntil <= at)
        throw new Conflict(PAYMENT_TEXT.expired);
      return toPendingCheckout(row, await repo.itemsOf(db, [row.id]));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
