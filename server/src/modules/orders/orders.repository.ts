import { and, asc, desc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/commerce';
import { customers } from '../../db/schema/people';
import { intArray } from '../../db/text-array';
import { Conflict } from '../../http/errors';
import {
  moveStatement,
  SOLD_OUT_JUST_NOW,
  type StockLine,
  type StockMove,
} from './stock.repository';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderChanges = Partial<
  Omit<typeof orders.$inferInsert, 'id' | 'customerId' | 'orderCode'>
>;

/** The new order of a checkout, with its lines, and what it changes besides (one statement). */
export interface Placement {
  order: Omit<typeof orders.$inferInsert, 'orderCode'>;
  /** The public id, computed in the statement (nextOrderCode). */
  orderCode: SQL;
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[];
  /** The stock the order takes, netted with what the orders it replaces give back. */
  moves: StockMove[];
  /** The replaced orders, marked as having given their stock back at `at`. */
  released: { ids: number[]; at: Date };
}

/**
 * Writes a checkout in one round trip: the stock moves, the replaced orders' release, the order
 * and its items, as data-modifying CTEs of one statement. A move that would take a row below
 * zero throws Conflict; the caller's transaction then undoes the rest.
 */
export async function placeOrder(
  tx: Database,
  placement: Placement,
): Promise<{ id: number; orderCode: string }> {
  const moved = placement.moves.map((_, index) => sql.identifier(`moved_${index}`));
  const steps = placement.moves.map(
    (move, index) => sql`${moved[index]} as (${moveStatement(move)})`,
  );
  if (placement.released.ids.length > 0) {
    const release = tx
      .update(orders)
      .set({ stockReleasedAt: placement.released.at })
      .where(inArray(orders.id, placement.released.ids));
    steps.push(sql`released as (${release.getSQL()})`);
  }
  const order = tx
    .insert(orders)
    .values({ ...placement.order, orderCode: placement.orderCode })
    .returning({ id: orders.id, orderCode: orders.orderCode });
  steps.push(sql`placed as (${order.getSQL()})`);
  if (placement.items.length > 0) {
    const items = tx
      .insert(orderItems)
      .values(placement.items.map((item) => ({ ...item, orderId: sql`(select id from placed)` })));
    steps.push(sql`items as (${items.getSQL()})`);
  }
  const counts = moved.map((name) => sql`(select count(*) from ${name})::int`);
  const result = await tx.execute(sql`
    with ${sql.join(steps, sql`, `)}
    select placed.id, placed.order_code, array[${sql.join(counts, sql`, `)}]::int[] as moved
    from placed`);
  const [row] = rowsOf<{ id: number; order_code: string; moved: number[] }>(result);
  if (placement.moves.some((move, index) => row!.moved[index] !== move.deltas.size))
    throw new Conflict(SOLD_OUT_JUST_NOW);
  return { id: row!.id, orderCode: row!.order_code };
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

/**
 * What many orders' lines are taxed from (a report's GST), in each order's line order; the ids
 * go as one parameter, so a batch of any size is one statement text.
 */
export function taxedItemsOf(db: Database, orderIds: readonly number[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      variantAttributes: orderItems.variantAttributes,
      hsnCode: orderItems.hsnCode,
      gstRateBp: orderItems.gstRateBp,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${intArray(orderIds)})`)
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

/** An unpaid order still holding stock, as checkout replaces it. */
export interface HeldOrder {
  id: number;
  reservedUntil: Date | null;
  items: HeldItem[];
}

export type HeldItem = Pick<OrderItemRow, 'productType' | 'productId' | 'variantId' | 'quantity'>;

/**
 * startCheckout's statement. Each of its reads of orders looks at the shopper's own rows only
 * (orders_by_customer, orders_held_by_customer), never at every order of a status.
 */
export function startCheckoutStatement(customerId: string, since: Date): SQL {
  return sql`
    select 'cart' as part, null::int as order_id, null::timestamptz as reserved_until,
      null::int as product_type, ci.product_id, ci.variant_id, ci.quantity
    from cart_items ci where ci.customer_id = ${customerId}
    union all
    select 'checkouts', count(*)::int, null, null, null, null, null from orders
    where customer_id = ${customerId} and created_at >= ${since.toISOString()}::timestamptz
    union all
    select 'held', o.id, o.reserved_until, oi.product_type::int, oi.product_id, oi.variant_id,
      oi.quantity
    from (select id, reserved_until from orders
      where customer_id = ${customerId} and status = 0 and stock_released_at is null
      order by id for update) o
    left join order_items oi on oi.order_id = o.id`;
}

/**
 * What a checkout reads first, under the shopper's lock, in one round trip: the cart's lines
 * (product, variant, quantity), how many checkouts (orders of any status) the customer started
 * since `since`, and the customer's unpaid orders still holding stock, locked, with their items.
 */
export async function startCheckout(
  tx: Database,
  customerId: string,
  since: Date,
): Promise<{ lines: StockLine[]; checkouts: number; held: HeldOrder[] }> {
  const result = await tx.execute(startCheckoutStatement(customerId, since));
  const rows = rowsOf<{
    part: 'cart' | 'checkouts' | 'held';
    order_id: number | null;
    reserved_until: string | Date | null;
    product_type: number | null;
    product_id: number | null;
    variant_id: number | null;
    quantity: number | null;
  }>(result);
  const lines: StockLine[] = [];
  const held = new Map<number, HeldOrder>();
  let checkouts = 0;
  for (const row of rows) {
    if (row.part === 'checkouts') checkouts = row.order_id!;
    else if (row.part === 'cart')
      lines.push({ productId: row.product_id, variantId: row.variant_id, quantity: row.quantity! });
    else {
      const order = held.get(row.order_id!) ?? {
        id: row.order_id!,
        reservedUntil: row.reserved_until === null ? null : new Date(row.reserved_until),
        items: [],
      };
      if (row.product_type !== null)
        order.items.push({
          productType: row.product_type,
          productId: row.product_id,
          variantId: row.variant_id,
          quantity: row.quantity!,
        });
      held.set(order.id, order);
    }
  }
  return { lines, checkouts, held: [...held.values()] };
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
