import { sql } from 'drizzle-orm';
import { createShop } from '../../../test/commerce-factory';
import { createCustomer, createOrder } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import * as repo from './back-office.repository';

// Each customer's sales are kept by triggers (migration 0032). Two transactions that take back
// two of one customer's sales at once, on two connections (two instances, or an owner's two
// tabs): runs only with DATABASE_URL (jest.config.js), as PGlite has one connection.
const database = databasePerFile();

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 6));

/** Waits until some statement of this database waits for a lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const [row] = rowsOf<{ waiting: number }>(
      await database.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a customer's sales taken back by two transactions at once", () => {
  it('when the last two sales are canceled together, then the last sale is the one before them', async () => {
    const shop = await createShop(database.db);
    const ravi = await createCustomer(database.db, { name: 'Ravi Kumar', phone: '9123456780' });
    const placed: string[] = [];
    for (const [at, rupees] of [
      [day(20), 300],
      [day(18), 200],
      [day(10), 100],
    ] as const) {
      const order = await createOrder(database.db, ravi.id, [shop.belt.id], 1);
      await database.db.execute(sql`update orders set ordered_at = ${at.toISOString()},
        created_at = ${at.toISOString()}, amount_paise = ${rupees * 100} where id = ${order.id}`);
      placed.push(order.orderCode);
    }
    const cancel = (code: string) => sql`update orders set status = 5 where order_code = ${code}`;

    // The last sale canceled and not yet committed while another connection cancels the one
    // before it: that one waits, then must see the first's cancellation.
    let second: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(cancel(placed[0]!));
      second = (async () => database.db.execute(cancel(placed[1]!)))();
      await someoneWaitsForALock();
    });
    await second;

    const rows = await repo.listCustomers(database.db, 'Ravi', 25, 0);
    expect(
      rows.map((row) => [row.orders, row.spent, new Date(row.lastOrder!).toISOString()]),
    ).toEqual([[1, 10_000, day(10).toISOString()]]);
  });
});
