import { sql } from 'drizzle-orm';
import { createShop } from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { orderItems, orders } from '../../db/schema/commerce';

const database = databasePerFile();

describe('sales kept per day and product month (PostgreSQL)', () => {
  it('loses no order when 30 orders of the same day and product are placed at once', async () => {
    const shop = await createShop(database.db);
    const at = new Date('2026-11-20T06:00:00Z');
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        shop.db.transaction(async (tx) => {
          const [order] = await tx
            .insert(orders)
            .values({
              orderCode: `${5000 + n}-20261120113000-RACE`,
              customerId: shop.shopper.id,
              status: 1,
              amountPaise: 10_000 + n,
              paymentType: 1,
              orderedAt: at,
            })
            .returning();
          await tx.insert(orderItems).values({
            orderId: order!.id,
            productId: shop.belt.id,
            productType: 0,
            name: 'Leather Belt',
            unitPricePaise: 10_000 + n,
            quantity: 1,
          });
          // Hold the day's row a moment, as a checkout's remaining work would.
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    const [day] = rowsOf<{ sales: number; orders: number }>(
      await shop.db.execute(
        sql`select sales_paise::float8 as sales, orders from sales_days where day = '2026-11-20'`,
      ),
    );
    expect(day).toEqual({ sales: 30 * 10_000 + (29 * 30) / 2, orders: 30 });
    const [month] = rowsOf<{ units: number }>(
      await shop.db.execute(sql`select units from product_sales_months
        where month = '2026-11-01' and product_id = ${shop.belt.id}`),
    );
    expect(month).toEqual({ units: 30 });
  });
});
