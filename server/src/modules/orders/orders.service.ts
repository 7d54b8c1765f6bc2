import {
  ORDER_PAGE_SIZE,
  ORDER_STATUS_MESSAGES,
  type Order,
  type OrderStatus,
  type OrderStatusChange,
} from '../../contracts/orders';
import type { Database } from '../../db/client';
import { lockShopper } from '../../db/shopper-lock';
import { Conflict, NotFound } from '../../http/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import { releaseOrderStock, retakeOrderStock, stockLinesOf } from './order-stock';
import { lockStock } from './stock.repository';
import { groupItems, orderMessage, TIME_SLOTS, toOrder } from './order-view';
import * as repo from './orders.repository';
import { transact } from '../../db/transactions';

export const ORDER_NOT_FOUND = 'Order Not Found';

/** Placed orders: the customer's and the shop owner's lists, and the owner's status changes. */
export function createOrdersService(
  db: Database,
  notifications: NotificationsService,
  now: () => Date = () => new Date(),
) {
  async function render(rows: repo.PlacedOrderRow[]): Promise<Order[]> {
    const items = groupItems(
      await repo.itemsOf(
        db,
        rows.map((row) => row.order.id),
      ),
    );
    return rows.map((row) => toOrder(row.order, items.get(row.order.id) ?? []));
  }

  /** Moves one locked order to `status`: its slot set, later slots cleared, stock and message. */
  async function applyStatus(
    tx: Database,
    order: repo.OrderRow,
    status: OrderStatus,
    at: Date,
  ): Promise<void> {
    const slots: repo.OrderChanges = {};
    TIME_SLOTS.forEach((slot, index) => {
      // Set back to Pending, an order keeps the time it was placed as its order date.
      if (index === 0 && status === 1 && order.orderedAt) slots[slot] = order.orderedAt;
      else if (index === status - 1) slots[slot] = at;
      else if (index > status - 1) slots[slot] = null;
    });
    if (status === 5) {
      await releaseOrderStock(tx, order, at);
    } else if (order.status === 5) {
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
      await transact(db, async (tx) => {
        const at = now();
        // The shopper's lock first, as every change to one shopper's orders takes it.
        await lockShopper(tx, customerId);
        const rows = await repo.lockPlacedOrders(tx, customerId, [...wanted.keys()]);
        if (rows.length !== wanted.size) throw new NotFound(ORDER_NOT_FOUND);
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
        for (const row of rows) {
          const status = wanted.get(row.orderCode)!;
          if (status !== row.status) await applyStatus(tx, row, status, at);
        }
      });
      return listAllForCustomer(customerId);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
