import { isNotNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/commerce';
import { transact } from '../../db/transactions';
import { ADDRESS, CART, ORDER, createShop, post, type Shop } from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import { financialYearOf } from './gst-tax';
import { nextInSeries } from './invoice-series';

// Orders placed at the same moment on the PostgreSQL server (a pool of connections, so the
// transactions really overlap). Runs only with DATABASE_URL (jest.config.js).
const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

const numberOf = (invoice: string) => Number(invoice.split('/').at(-1));

describe('the invoice series under concurrent orders', () => {
  it('when 20 shoppers place cash-on-delivery orders at once, then the invoices are numbered 1 to 20 with no gap and no duplicate', async () => {
    await database.db.update(products).set({ stock: 100 });
    const shoppers = [];
    for (let i = 0; i < 20; i += 1) {
      const shopper = await createCustomer(database.db);
      await post(shop.app, `${CART}/set`, shopper.token, {
        cart: [{ id: shop.belt.id, itemQty: 1 }],
      });
      const { orderId } = (await post(shop.app, `${ORDER}/checkout`, shopper.token, {})).body;
      shoppers.push({ shopper, orderId: orderId as string });
    }

    const answers = await Promise.all(
      shoppers.map(({ shopper, orderId }) =>
        post(shop.app, `${ORDER}/pay`, shopper.token, {
          orderId,
          address: ADDRESS,
          paymentType: 1,
        }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const numbers = (
      await database.db
        .select({ invoice: orders.invoiceNumber })
        .from(orders)
        .where(isNotNull(orders.invoiceNumber))
    ).map((row) => row.invoice!);
    const fy = financialYearOf(new Date());
    expect(numbers.every((n) => n.startsWith(`VS/${fy}/`))).toBe(true);
    expect(numbers.map(numberOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  }, 90_000);

  it('when 30 transactions draw numbers at once and every third rolls back, then the 20 kept are 1 to 20', async () => {
    const kept: number[] = [];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        transact(database.db, async (tx) => {
          const n = await nextInSeries(tx, 'invoice', 'VS', '2026-27');
          // Hold the lock a moment, so the others queue behind it.
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (i % 3 === 2) throw new Error('rolled back');
          kept.push(n);
        }),
      ),
    );

    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    expect([...kept].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const result = await database.db.execute(
      sql`select last_number from document_series where prefix = 'VS' and financial_year = '2026-27'`,
    );
    expect(rowsOf<{ last_number: number }>(result)[0]!.last_number).toBe(20);
  }, 60_000);
});
