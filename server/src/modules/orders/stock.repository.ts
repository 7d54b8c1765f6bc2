import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
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
 * foreign-key checks of cart and order inserts that reference these rows unblocked. One
 * statement: the union reads (and locks) all of its first part before its second.
 */
export async function lockStock(tx: Database, lines: StockLine[]): Promise<LockedStock> {
  const productIds = sortedIds(lines.map((line) => line.productId));
  const variantIds = sortedIds(lines.map((line) => line.variantId));
  const ids = (list: number[]) =>
    sql.join(
      list.map((id) => sql`${id}::int`),
      sql`, `,
    );
  const parts: SQL[] = [];
  if (productIds.length > 0)
    parts.push(sql`select * from (select 'products' as source, id, stock, type::int as other
      from products where id in (${ids(productIds)}) order by id for no key update) p`);
  if (variantIds.length > 0)
    parts.push(sql`select * from (select 'variants' as source, id, stock, product_id as other
      from variants where id in (${ids(variantIds)}) order by id for no key update) v`);
  const locked: LockedStock = { products: new Map(), variants: new Map() };
  if (parts.length === 0) return locked;
  const rows = rowsOf<{ source: string; id: number; stock: number; other: number }>(
    await tx.execute(sql.join(parts, sql` union all `)),
  );
  for (const { source, id, stock, other } of rows) {
    if (source === 'products') locked.products.set(id, { stock, type: other });
    else locked.variants.set(id, { stock, productId: other });
  }
  return locked;
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

/** The lines whose product or variant still exists (deleted ones cannot take units back). */
export function restorable(lines: StockLine[], locked: LockedStock): StockLine[] {
  return lines.filter((line) =>
    line.variantId !== null
      ? locked.variants.has(line.variantId)
      : line.productId !== null && locked.products.has(line.productId),
  );
}

/** Puts the units of every line back (lines whose product or variant was deleted are skipped). */
export async function returnStock(tx: Database, lines: StockLine[]): Promise<void> {
  await adjust(tx, restorable(lines, await lockStock(tx, lines)), 1);
}

/** The answer when a take finds fewer units than its check under the locks did. */
export const SOLD_OUT_JUST_NOW = 'Some items sold out just now, please try again';

/** The net change of one table's stock rows, by row id (no zero changes), in id order. */
export interface StockMove {
  table: 'variants' | 'products';
  deltas: Map<number, number>;
}

/**
 * The changes of `returned` (added) and `taken` (subtracted) lines, netted per row: a shopper
 * whose new checkout takes what the one it replaces gave back changes no row at all.
 */
export function stockMoves(returned: StockLine[], taken: StockLine[]): StockMove[] {
  const signed = [
    ...returned.map((line) => ({ line, sign: 1 })),
    ...taken.map((line) => ({ line, sign: -1 })),
  ];
  const net = (table: StockMove['table'], idOf: (line: StockLine) => number | null) => {
    const sums = new Map<number, number>();
    for (const { line, sign } of signed) {
      const id = idOf(line);
      if (id !== null) sums.set(id, (sums.get(id) ?? 0) + sign * line.quantity);
    }
    const deltas = new Map([...sums].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b));
    return { table, deltas };
  };
  return [
    net('variants', (line) => line.variantId),
    net('products', (line) => (line.variantId === null ? line.productId : null)),
  ].filter((move) => move.deltas.size > 0);
}

/**
 * The update of one move, a statement or a data-modifying CTE: it answers the ids it changed, and
 * a row it would take below zero is left as it is and not answered.
 */
export function moveStatement(move: StockMove): SQL {
  const values = sql.join(
    [...move.deltas].map(([id, delta]) => sql`(${id}::int, ${delta}::int)`),
    sql`, `,
  );
  return sql`
    update ${sql.identifier(move.table)} t set stock = t.stock + x.delta
    from (values ${values}) as x(id, delta)
    where t.id = x.id and t.stock + x.delta >= 0
    returning t.id`;
}

/** Adds (sign 1) or takes (sign -1) the lines' units; a take that would go below zero throws. */
async function adjust(tx: Database, lines: StockLine[], sign: 1 | -1): Promise<void> {
  const moves = sign > 0 ? stockMoves(lines, []) : stockMoves([], lines);
  for (const move of moves) {
    const changed = rowsOf(await tx.execute(moveStatement(move))).length;
    if (sign < 0 && changed !== move.deltas.size) throw new Conflict(SOLD_OUT_JUST_NOW);
  }
}
