import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/commerce';
import { customers } from '../../db/schema/people';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderChanges = Partial<
  Omit<typeof orders.$inferInsert, 'id' | 'customerId' | 'orderCode'>
>;

/** The number the next order id starts with (the count of orders so far, plus one). */
export async function nextOrderNumber(tx: Database): Promise<number> {
  const result = await tx.execute(sql`select coalesce(max(id), 0)::int + 1 as next from orders`);
  return rowsOf<{ next: number }>(result)[0]?.next ?? 1;
}

export async function insertOrder(
  tx: Database,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(
  tx: Database,
  rows: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  if (rows.length) await tx.insert(orderItems).values(rows);
}

/** The customer's order by its public id (any status), or undefined. */
export async function findCustomerOrder(db: Database, customerId: string, orderCode: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode), eq(orders.customerId, customerId)));
  return row;
}

/** The order row, locked until the transaction ends. */
export async function lockOrder(tx: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The customer's unpaid orders still holding stock, locked. */
export function lockHeldReservations(tx: Database, customerId: string) {
  return tx
    .select()
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), eq(orders.status, 0), isNull(orders.stockReleasedAt)),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

/** The customer's checkouts awaiting payment whose hold still runs at `now`, newest first. */
export function listOpenCheckouts(db: Database, customerId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.status, 0),
        isNull(orders.stockReleasedAt),
        gt(orders.reservedUntil, now),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(5);
}

/** The customer's placed orders with these ids, locked in id order. */
export function lockPlacedOrders(tx: Database, customerId: string, orderCodes: string[]) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.orderCode, orderCodes),
        gte(orders.status, 1),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update');
}

export async function updateOrder(tx: Database, id: number, changes: OrderChanges): Promise<void> {
  await tx.update(orders).set(changes).where(eq(orders.id, id));
}

export function itemsOf(db: Database, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
}

/** Placed orders (status ≥ 1), newest first, with who placed them; one customer's when given. */
export function listPlaced(
  db: Database,
  options: { customerId?: string; limit?: number; offset?: number },
) {
  const query = db
    .select({ order: orders, customerName: customers.name, customerPhone: customers.phone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      options.customerId
        ? and(eq(orders.customerId, options.customerId), gte(orders.status, 1))
        : gte(orders.status, 1),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  return query;
}

export type PlacedOrderRow = Awaited<ReturnType<typeof listPlaced>>[number];

/** How many checkouts (orders of any status) the customer started since `since`. */
export function countCheckoutsSince(tx: Database, customerId: string, since: Date) {
  return tx.$count(orders, and(eq(orders.customerId, customerId), gte(orders.createdAt, since)));
}

/** Cash-on-delivery orders of the customer placed but not yet delivered or canceled. */
export function countOpenCodOrders(tx: Database, customerId: string) {
  return tx.$count(
    orders,
    and(
      eq(orders.customerId, customerId),
      eq(orders.paymentType, 1),
      inArray(orders.status, [1, 2, 3]),
    ),
  );
}
