import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { itemsOf, updateOrder, type OrderItemRow, type OrderRow } from './orders.repository';
import { returnStock, takeStock, type StockLine } from './stock.repository';

/** The stock an order's items hold; a variant deleted since can neither be returned nor taken. */
export function stockLinesOf(
  items: Pick<OrderItemRow, 'productType' | 'productId' | 'variantId' | 'quantity'>[],
): StockLine[] {
  return items.map((item) =>
    item.productType === 1
      ? {
          productId: item.variantId === null ? null : item.productId,
          variantId: item.variantId,
          quantity: item.quantity,
        }
      : { productId: item.productId, variantId: null, quantity: item.quantity },
  );
}

/** Returns the order's stock unless it was already returned (never twice). */
export async function releaseOrderStock(tx: Database, order: OrderRow, now: Date): Promise<void> {
  if (order.stockReleasedAt !== null) return;
  await returnStock(tx, stockLinesOf(await itemsOf(tx, [order.id])));
  await updateOrder(tx, order.id, { stockReleasedAt: now });
}

/**
 * Takes the order's stock again after it was returned (a late payment, a canceled order
 * reopened). Answers the names of the items that ran out; nothing is taken then.
 */
export async function retakeOrderStock(tx: Database, order: OrderRow): Promise<string[]> {
  if (order.stockReleasedAt === null) return [];
  const items = await itemsOf(tx, [order.id]);
  const lines = stockLinesOf(items);
  const short = await takeStock(tx, lines);
  if (short.length > 0) {
    return short.map(({ line, available }) => {
      const name = itemLabel(items[lines.indexOf(line)]!);
      return available > 0 ? `Only ${available} left of ${name}` : `${name} is out of stock`;
    });
  }
  await updateOrder(tx, order.id, { stockReleasedAt: null });
  return [];
}

/** "Classic Tee (M / Red)" from the snapshot. */
export function itemLabel(item: OrderItemRow): string {
  const values = item.variantAttributes.map((attribute) => attribute.value);
  return values.length ? `${item.name} (${values.join(' / ')})` : item.name;
}

/**
 * The labels of the order's items that the shop no longer sells at the price the order was
 * checked out at (price changed or removed, product or variant deleted).
 */
export async function repricedItems(tx: Database, order: OrderRow): Promise<string[]> {
  const result = await tx.execute(sql`
    select oi.id from order_items oi
    left join products p on p.id = oi.product_id
    left join variants v on v.id = oi.variant_id and v.product_id = oi.product_id
    where oi.order_id = ${order.id}
      and (case when oi.product_type = 1 then v.price_paise else p.price_paise end)
        is distinct from oi.unit_price_paise`);
  const changed = new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
  if (changed.size === 0) return [];
  return (await itemsOf(tx, [order.id])).filter((item) => changed.has(item.id)).map(itemLabel);
}
