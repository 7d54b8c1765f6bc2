import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/client';

/**
 * The bench's order history: BENCH_ORDERS (100,000) placed orders over ~9 months from 2,000
 * customers, one line each, with a few unpaid checkouts and cancellations, so the back office's
 * dashboard and order table are measured at a realistic size. Answers a vendor id to sign as.
 */
export async function seedBenchOrders(db: Database, count: number): Promise<number> {
  await db.execute(sql`
    insert into vendors (name, phone, password_hash)
    values ('Bench Owner', '8999999999', 'x') on conflict do nothing`);
  await db.execute(sql`
    insert into customers (name, phone, password_hash)
    select 'Customer ' || g, '7' || lpad(g::text, 9, '0'), 'x' from generate_series(1, 2000) g
    on conflict do nothing`);
  await db.execute(sql`
    with c as (select array_agg(id order by id) as ids from customers)
    insert into orders (order_code, customer_id, status, amount_paise, payment_type, ordered_at,
      created_at, stock_released_at)
    select g || '-bench-' || g, c.ids[1 + g % array_length(c.ids, 1)],
      s.status, 19900 + (g * 7919) % 500000, 1 + g % 2,
      case when s.status = 0 then null else s.at end, s.at,
      case when s.status = 0 and g % 100 <> 0 then s.at end
    from generate_series(1, ${count}) g cross join c,
      lateral (select now() - (g * interval '4 minutes') as at,
        case when g % 50 = 0 then 0 when g % 20 = 0 then 5 when g < 600 then 1 + g % 3
          else 4 end as status) s`);
  await db.execute(sql`
    with p as (select array_agg(id order by id) as ids from products)
    insert into order_items (order_id, product_id, product_type, name, unit_price_paise, quantity)
    select o.id, p.ids[1 + o.id % array_length(p.ids, 1)], 0, 'Bench item', o.amount_paise, 1
    from orders o cross join p where o.order_code like '%-bench-%'`);
  // As autovacuum leaves a settled table: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  const [vendor] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from vendors order by id limit 1`),
  );
  return vendor!.id;
}
