import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { uuidArray } from '../../db/text-array';
import {
  DEFAULT_LOW_STOCK,
  type OrderFilters,
  type ProductFilters,
} from '../../contracts/back-office';

/*
 * The back office's reads, each answered from an index (see the orders_*, products_by_stock and
 * variants_by_stock indexes and the customers' trigram indexes): counts and sums over a period
 * read the placed orders by their time, lists read a page by the newest first. What counts as a
 * sale (placed, not canceled: status 1-4) is summed at write time (migrations 0014 and 0032).
 */

/** Newest first, in the order of the orders_by_status / orders_placed_newest indexes. */
const NEWEST = sql`o.created_at desc nulls last, o.id desc nulls last`;

export async function all<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

type Sales = { sales: number; orders: number };

export interface DashboardSpans {
  /** Days as YYYY-MM-DD in Asia/Kolkata. */
  today: string;
  month: string;
  lastMonth: string;
  /** The last whole day of last month's span (the day before its part-day). */
  lastMonthLastDay: string;
  /** The first day of the daily series (the last day is `today`). */
  seriesFrom: string;
  /** Parts of a day, read from the orders' time index. */
  yesterdayPart: { from: Date; to: Date };
  lastMonthPart: { from: Date; to: Date };
  abandonedSince: Date;
  /** Stock at most this (and above 0) counts as low; 0 leaves the low-stock list out. */
  lowStock: number;
}

export interface StockRow {
  productId: number;
  variantId: number | null;
  name: string;
  variant: string;
  stock: number;
}

export interface DashboardRow {
  days: { today: Sales; month: Sales; lastMonthDays: Sales };
  yesterdayPart: Sales;
  lastMonthPart: Sales;
  waiting: Record<string, number> | null;
  holding: number;
  abandoned: number;
  stock: { low: number; soldOut: number };
  daily: { day: string; sales: number; orders: number }[];
  top: { productId: number; name: string; units: number; sales: number }[];
  low: StockRow[];
  out: StockRow[];
  recent: { orderId: string; customer: string; phone: string; amount: number; at: string }[];
}

/**
 * The whole dashboard in one call of `owner_dashboard` (migration 0015): one snapshot, one round
 * trip, and a plan the connection keeps instead of planning a twenty-part statement each time.
 */
export async function dashboard(db: Database, a: DashboardSpans): Promise<DashboardRow> {
  const at = (time: Date) => time.toISOString();
  const [row] = await all<{ board: DashboardRow }>(
    db,
    sql`select owner_dashboard(${a.today}::date, ${a.month}::date, ${a.lastMonth}::date,
      ${a.lastMonthLastDay}::date, ${a.seriesFrom}::date,
      ${at(a.yesterdayPart.from)}::timestamptz, ${at(a.yesterdayPart.to)}::timestamptz,
      ${at(a.lastMonthPart.from)}::timestamptz, ${at(a.lastMonthPart.to)}::timestamptz,
      ${at(a.abandonedSince)}::timestamptz, ${a.lowStock}::int) as board`,
  );
  return row!.board;
}

/** The digits of a search ("98765 43210" -> "9876543210"). */
const digitsOf = (q: string) => q.replace(/\D+/g, '');
/** A LIKE pattern that matches `q` literally anywhere. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** IST midnight of a YYYY-MM-DD day, as an instant. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}
function nextDayStart(day: string): string {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
}

/** The customers a search matches: by name, or by phone when it holds three digits or more. */
function customerWhere(q: string): SQL {
  if (!q) return sql`true`;
  const digits = digitsOf(q);
  const who: SQL[] = [sql`c.name ilike ${containing(q)}`];
  if (digits.length >= 3) who.push(sql`c.phone like ${containing(digits.slice(-10))}`);
  return sql`(${sql.join(who, sql` or `)})`;
}

/**
 * A search naming at most this many customers lists their ids in the orders' query, so that the
 * planner, seeing how many orders they hold, reads a few customers' orders from orders_by_customer
 * and many from orders_placed_newest. Past it (a search as broad as "a"), the customers are a
 * subquery: so many match that the newest orders hold a page of theirs within a few rows.
 */
export const NAMED_CUSTOMERS = 1000;

/**
 * The where clause of the owner's orders table: placed orders matching every filter. A search
 * looks its customers up first (one read of the customers' trigram indexes, at most
 * `named` + 1 rows) for the list and the count to share.
 */
export async function orderWhere(
  db: Database,
  f: OrderFilters,
  named = NAMED_CUSTOMERS,
): Promise<SQL> {
  const parts: SQL[] = [f.status ? sql`o.status = ${f.status}` : sql`o.status >= 1`];
  if (f.paymentType) parts.push(sql`o.payment_type = ${f.paymentType}`);
  if (f.from) parts.push(sql`o.created_at >= ${dayStart(f.from)}`);
  if (f.to) parts.push(sql`o.created_at < ${nextDayStart(f.to)}`);
  const q = f.q;
  if (q) {
    const matches: SQL[] = [sql`o.order_code = ${q.toUpperCase()}`];
    if (/^\d+$/.test(q)) matches.push(sql`split_part(o.order_code, '-', 1) = ${q}`);
    const who = await all<{ id: string }>(
      db,
      sql`select c.id from customers c where ${customerWhere(q)} limit ${named + 1}`,
    );
    if (who.length > named)
      matches.push(sql`o.customer_id in (select c.id from customers c where ${customerWhere(q)})`);
    else if (who.length > 0)
      matches.push(sql`o.customer_id = any(${uuidArray(who.map((c) => c.id))})`);
    parts.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

export interface OrderListRow {
  orderId: string;
  customerId: string;
  customer: string;
  phone: string;
  orderedAt: Date | string;
  status: number;
  paymentType: number | null;
  amount: number;
  items: number;
}

/** A page of the orders `where` (orderWhere) matches, newest first. */
export function listOrders(db: Database, where: SQL, limit: number, offset: number) {
  return all<OrderListRow>(db, orderPage(where, limit, offset));
}

/**
 * The page's orders first (from an index), then their customers and item counts; with `keys`,
 * each row's place in the newest-first order too (its time as text, to the microsecond).
 */
function orderPage(where: SQL, limit: number, offset: number, keys = sql``): SQL {
  return sql`with page as (
      select o.* from orders o where ${where}
      order by ${NEWEST} limit ${limit} offset ${offset})
    select o.order_code as "orderId", o.customer_id as "customerId", c.name as customer,
      c.phone, coalesce(o.ordered_at, o.created_at) as "orderedAt", o.status::int as status,
      o.payment_type::int as "paymentType", o.amount_paise::float8 as amount,
      (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items
      ${keys}
    from page o join customers c on c.id = o.customer_id
    order by ${NEWEST}`;
}

/** How many orders an export reads at a time (see exportOrders). */
export const EXPORT_BATCH = 1_000;

/**
 * Up to `max` of the orders `where` matches, newest first, read `batch` at a time, each batch
 * after the last one's time and id (orders_placed_newest). On the embedded database one
 * statement of 50,000 rows held its one thread for a second; between batches other requests
 * run. Each batch is its own snapshot: an order placed meanwhile is newer than the first batch
 * and not listed, and one deleted meanwhile does not end the export.
 */
export async function exportOrders(
  db: Database,
  where: SQL,
  max: number,
  batch = EXPORT_BATCH,
): Promise<OrderListRow[]> {
  const rows: OrderListRow[] = [];
  let after: { keyAt: string; keyId: number } | undefined;
  while (rows.length < max) {
    const want = Math.min(batch, max - rows.length);
    const next = await all<OrderListRow & { keyAt: string; keyId: number }>(
      db,
      orderPage(
        after
          ? sql`${where} and (o.created_at, o.id) < (${after.keyAt}::timestamptz, ${after.keyId})`
          : where,
        want,
        0,
        sql`, o.created_at::text as "keyAt", o.id as "keyId"`,
      ),
    );
    after = next.at(-1);
    rows.push(...next.map(({ keyAt: _at, keyId: _id, ...row }) => row));
    if (next.length < want) break;
  }
  return rows;
}

/** Counting stops here: past it the table says "10,000+" (an exact count reads every row). */
export const COUNT_CAP = 10_000;

/** How many orders `where` (orderWhere) matches, up to COUNT_CAP + 1. */
export async function countOrders(db: Database, where: SQL): Promise<number> {
  const [row] = await all<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
      select 1 from orders o where ${where} limit ${COUNT_CAP + 1}) matched`,
  );
  return row?.count ?? 0;
}

/**
 * The products table: one row per product with its total stock and price range. A product's
 * variants are read once for both MRP and stock (a lateral join): as subqueries in the select
 * list, each was run again for every condition that named it (`between` twice).
 */
export function productRows(f: ProductFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.categoryId) parts.push(sql`p.category_id = ${f.categoryId}`);
  if (f.status !== undefined) parts.push(sql`p.status = ${f.status}`);
  if (f.q) {
    const id = /^\d+$/.test(f.q) ? Number(f.q) : 0;
    parts.push(
      sql`(p.name ilike ${containing(f.q)} or p.brand ilike ${containing(f.q)}${
        id > 0 && id <= 2_147_483_647 ? sql` or p.id = ${id}` : sql``
      })`,
    );
  }
  return sql`select p.id, p.name, p.brand, c.name as category, s.name as "subCategory",
      p.status::int as status, p.type::int as type,
      p.min_price_paise::float8 as "minPrice", p.max_price_paise::float8 as "maxPrice",
      case when p.type = 0 then p.mrp_paise else vs.mrp end::float8 as mrp,
      case when p.type = 0 then p.stock else coalesce(vs.stock, 0) end::int as stock,
      p.variant_count as variants
    from products p join categories c on c.id = p.category_id
      join sub_categories s on s.id = p.sub_category_id
      left join lateral (
        select max(v.mrp_paise) as mrp, sum(v.stock) as stock
        from variants v where v.product_id = p.id) vs on p.type <> 0
    where ${sql.join(parts, sql` and `)}`;
}

export function stockWhere(f: ProductFilters): SQL {
  if (f.stock === 'out') return sql`r.stock = 0`;
  if (f.stock === 'low')
    return sql`r.stock between 1 and ${Math.max(1, f.lowStock ?? DEFAULT_LOW_STOCK)}`;
  if (f.stock === 'in') return sql`r.stock > 0`;
  return sql`true`;
}

export interface ProductListRow {
  id: number;
  name: string;
  brand: string;
  category: string;
  subCategory: string;
  status: number;
  type: number;
  minPrice: number | null;
  maxPrice: number | null;
  mrp: number | null;
  stock: number;
  variants: number;
  cover: string | null;
}

export function listProducts(db: Database, f: ProductFilters, limit: number, offset: number) {
  return all<ProductListRow>(
    db,
    sql`select r.*, p.card_cover as cover
      from (${productRows(f)}) r join products p on p.id = r.id where ${stockWhere(f)}
      order by r.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countProducts(db: Database, f: ProductFilters): Promise<number> {
  const [row] = await all<{ count: number }>(
    db,
    sql`select count(*)::int as count from (${productRows(f)}) r where ${stockWhere(f)}`,
  );
  return row?.count ?? 0;
}

export interface CustomerListRow {
  id: string;
  name: string;
  phone: string;
  orders: number;
  spent: number;
  lastOrder: Date | string | null;
  joined: Date | string;
}

/** The customers table's order (customer_sales_by_last), of customer_sales `s`. */
const BY_LAST_SALE = sql`s.last_sold_at desc nulls last, s.joined desc nulls last, s.customer_id`;

/**
 * A page of customers by their last sale, then those without one, newest first, with the sales
 * kept by triggers (customer_sales, migration 0032). Without a search the page is read from
 * customer_sales_by_last before its customers are joined; a search's customers are found first
 * (the trigram indexes) and sorted.
 */
export function listCustomers(db: Database, q: string, limit: number, offset: number) {
  const page = q
    ? sql`select s.* from customers c join customer_sales s on s.customer_id = c.id
        where ${customerWhere(q)} order by ${BY_LAST_SALE} limit ${limit} offset ${offset}`
    : sql`select s.* from customer_sales s order by ${BY_LAST_SALE}
        limit ${limit} offset ${offset}`;
  return all<CustomerListRow>(
    db,
    sql`with s as (${page})
      select c.id, c.name, c.phone, c.created_at as joined, s.orders,
        s.spent_paise::float8 as spent, s.last_sold_at as "lastOrder"
      from s join customers c on c.id = s.customer_id
      order by ${BY_LAST_SALE}`,
  );
}

export async function countCustomers(db: Database, q: string): Promise<number> {
  const [row] = await all<{ count: number }>(
    db,
    sql`select count(*)::int as count from customers c where ${customerWhere(q)}`,
  );
  return row?.count ?? 0;
}

/** The products among `ids` that exist, locked in id order, with their variants after them. */
export async function lockProducts(
  tx: Database,
  ids: number[],
): Promise<{ id: number; type: number }[]> {
  const rows = await all<{ id: number; type: number }>(
    tx,
    sql`select p.id, p.type::int as type from products p
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by p.id for update`,
  );
  if (rows.length)
    await tx.execute(
      sql`select v.id from variants v where v.product_id in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )}) order by v.id for update`,
    );
  return rows;
}
