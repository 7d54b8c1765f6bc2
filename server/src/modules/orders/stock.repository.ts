import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { products, variants } from '../../db/schema/catalog';
import { Conflict } from '../../http/errors';

/** Units of a simple product (variantId null) or of a variant. Null ids: deleted since. */
export interface StockLine {
  productId: number | null;
  variantId: number | null;
  quantity: number;
}

export interface LockedStock {
  products: Map<number, { stock: number; type: number }>;
  variants: Map<number, { stock: number; productId: number }>;
}

const sortedIds = (ids: (number | null)[]) =>
  [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);

/**
 * Locks the product rows, then the variant rows, each in id order, until the transaction ends.
 * Every stock move takes its locks this way (as the vendor's edits do: product, then variants),
 * so two moves never wait on each other in a cycle; the variant trigger's product update then
 * touches rows already held. "No key update" is what the stock update needs; it leaves the
 * foreign-key checks of cart and order inserts that reference these rows unblocked.
 */
export async function lockStock(tx: Database, lines: StockLine[]): Promise<LockedStock> {
  const productIds = sortedIds(lines.map((line) => line.productId));
  const variantIds = sortedIds(lines.map((line) => line.variantId));
  const productRows = productIds.length
    ? await tx
        .select({ id: products.id, stock: products.stock, type: products.type })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
        .for('no key update')
    : [];
  const variantRows = variantIds.length
    ? await tx
        .select({ id: variants.id, stock: variants.stock, productId: variants.productId })
        .from(variants)
        .where(inArray(variants.id, variantIds))
        .orderBy(asc(variants.id))
        .for('no key update')
    : [];
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants: new Map(variantRows.map((row) => [row.id, row])),
  };
}

/** Units available for the line under the locks; 0 when its product or variant is gone. */
export function availableFor(locked: LockedStock, line: StockLine): number {
  if (line.variantId !== null) {
    const variant = locked.variants.get(line.variantId);
    return variant && variant.productId === line.productId ? variant.stock : 0;
  }
  if (line.productId === null) return 0;
  const product = locked.products.get(line.productId);
  return product && product.type === 0 ? product.stock : 0;
}

/**
 * Takes the units of every line, or none: answers the lines the stock cannot cover (with what is
 * left) and changes nothing in that case.
 */
export async function takeStock(
  tx: Database,
  lines: StockLine[],
): Promise<{ line: StockLine; available: number }[]> {
  const locked = await lockStock(tx, lines);
  const short = lines
    .map((line) => ({ line, available: availableFor(locked, line) }))
    .filter(({ line, available }) => line.quantity > available);
  if (short.length > 0) return short;
  await adjust(tx, lines, -1);
  return [];
}

/**
 * Puts the units of every line back (lines whose product or variant was deleted are skipped).
 * A caller that has already locked these lines' rows in this transaction passes what lockStock
 * answered, and no row is locked or read again.
 */
export async function returnStock(
  tx: Database,
  lines: StockLine[],
  lockedBefore?: LockedStock,
): Promise<void> {
  const locked = lockedBefore ?? (await lockStock(tx, lines));
  const restorable = lines.filter((line) =>
    line.variantId !== null
      ? locked.variants.has(line.variantId)
      : line.productId !== null && locked.products.has(line.productId),
  );
  await adjust(tx, restorable, 1);
}

/**
 * Takes the units of lines whose rows this transaction has locked (lockStock) and whose stock
 * it has checked since: no row is read again, and a line the stock cannot cover (which the
 * check rules out) changes nothing and throws Conflict.
 */
export async function takeLockedStock(tx: Database, lines: StockLine[]): Promise<void> {
  await adjust(tx, lines, -1);
}

/** One statement per table; a take that would go below zero changes no row and throws. */
async function adjust(tx: Database, lines: StockLine[], sign: 1 | -1): Promise<void> {
  const byVariant = totals(
    lines.filter((line) => line.variantId !== null),
    (line) => line.variantId!,
  );
  const byProduct = totals(
    lines.filter((line) => line.variantId === null && line.productId !== null),
    (line) => line.productId!,
  );
  for (const [table, amounts] of [
    ['variants', byVariant],
    ['products', byProduct],
  ] as const) {
    if (amounts.size === 0) continue;
    const values = sql.join(
      [...amounts].map(([id, quantity]) => sql`(${id}::int, ${sign * quantity}::int)`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update ${sql.identifier(table)} t set stock = t.stock + x.delta
      from (values ${values}) as x(id, delta)
      where t.id = x.id and t.stock + x.delta >= 0
      returning t.id`);
    if (sign < 0 && rowsOf(result).length !== amounts.size) {
      throw new Conflict('Some items sold out just now, please try again');
    }
  }
}

function totals(lines: StockLine[], idOf: (line: StockLine) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(idOf(line), (sums.get(idOf(line)) ?? 0) + line.quantity);
  return new Map([...sums].sort(([a], [b]) => a - b));
}
