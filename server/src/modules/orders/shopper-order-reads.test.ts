import { sql, type SQL } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { createCustomer, createOrder } from '../../../test/factories';
import { planNodes } from '../../../test/query-plans';
import { databasePerFile } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { describeCartStatement } from '../cart/cart.repository';
import { startCheckoutStatement } from './orders.repository';

// Migration 0023: a checkout and a cart read the shopper's own orders, whatever the shop's
// history holds. Before it, a checkout found the shopper's recent and held checkouts among every
// order of a status, and the cart found what a held checkout holds among every sale of each
// line's product: work that grew with the shop's orders, not with the shopper's.

const database = databasePerFile();

/**
 * The index reads of orders in the statement's plan, as "index: condition", when the database
 * may not read a whole table (a shop's tables are large; the test's are not).
 */
async function ordersIndexReads(statement: SQL): Promise<string[]> {
  return (await planNodes(database.db, statement))
    .filter((node) => node['Index Name']?.startsWith('orders'))
    .map((node) => `${node['Index Name']}: ${node['Index Cond'] ?? '(whole index)'}`);
}

/** A shop with a history: 40 other shoppers' 400 orders of the product, of every status. */
async function shopWithHistory() {
  const { db } = database;
  const product = await createSimpleProduct(db, await createCategoryTree(db), { stock: 50 });
  const others = await Promise.all(
    Array.from({ length: 40 }, (_, index) => createCustomer(db, { name: `Other ${index}` })),
  );
  const ids = sql.join(
    others.map((other) => sql`${other.id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    with placed as (
      insert into orders (order_code, customer_id, status, amount_paise, payment_type, ordered_at,
        reserved_until)
      select 'H' || g, (array[${ids}])[1 + g % 40], g % 5,
        49900, 2, case when g % 5 = 0 then null else now() end, now() + interval '15 minutes'
      from generate_series(1, 400) g
      returning id)
    insert into order_items (order_id, product_id, product_type, name, unit_price_paise, quantity,
      position)
    select id, ${product.id}, 0, 'Item', 49900, 1, 0 from placed`);
  const shopper = await createCustomer(db);
  await createOrder(db, shopper.id, [product.id], 4);
  const held = await createOrder(db, shopper.id, [product.id], 0);
  await db.execute(sql`insert into cart_items (customer_id, product_id, quantity)
    values (${shopper.id}, ${product.id}, 1)`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_items`);
  return { shopper, held };
}

it('when a shopper checks out, then their checkouts and held stock are read from their own orders', async () => {
  const { shopper } = await shopWithHistory();
  const reads = await ordersIndexReads(
    startCheckoutStatement(shopper.id, new Date(Date.now() - 3_600_000)),
  );
  expect(reads.length).toBeGreaterThanOrEqual(2);
  for (const read of reads) expect(read).toMatch(/^orders_(by|held_by)_customer: .*customer_id/);
});

it("when a cart is read, then what the shopper's unpaid checkouts hold is read from their own orders", async () => {
  const { shopper } = await shopWithHistory();
  const reads = await ordersIndexReads(describeCartStatement(shopper.id));
  expect(reads).toEqual([expect.stringMatching(/^orders_held_by_customer: .*customer_id/)]);
});

it("when a shopper's checkout holds stock, then the cart counts it as theirs to take again", async () => {
  const { shopper, held } = await shopWithHistory();
  const [line] = rowsOf<{ stock: number }>(
    await database.db.execute(describeCartStatement(shopper.id)),
  );
  // 50 in stock, and the unit the shopper's own unpaid checkout holds (not the others' 80).
  expect(line!.stock).toBe(51);
  await database.db.execute(sql`update orders set stock_released_at = now() where id = ${held.id}`);
  const [after] = rowsOf<{ stock: number }>(
    await database.db.execute(describeCartStatement(shopper.id)),
  );
  expect(after!.stock).toBe(50);
});
