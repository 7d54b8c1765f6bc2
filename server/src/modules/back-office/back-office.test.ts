import { eq, sql, type SQL } from 'drizzle-orm';
import request from 'supertest';
import { createShop, type Shop, VENDOR_ORDER } from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { products, variants } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/commerce';
import { shopSettings } from '../../db/schema/people';
import { parseCsv } from './csv';
import type { OrderFilters } from '../../contracts/back-office';
import * as repo from './back-office.repository';
import type { CustomerListRow } from './back-office.repository';
import { createBackOfficeService } from './back-office.service';

const database = databasePerFile();

const OFFICE = '/api/vendor/office/156';

let codeCounter = 0;
/** An order row as placed at `at` (status 1..5), or an unpaid checkout (status 0). */
async function addOrder(
  shop: Shop,
  values: {
    customerId?: string;
    status?: number;
    rupees?: number;
    at: Date;
    paymentType?: 1 | 2;
    released?: boolean;
    productId?: number | null;
    name?: string;
    quantity?: number;
    code?: string;
  },
) {
  codeCounter += 1;
  const status = values.status ?? 1;
  const paise = Math.round((values.rupees ?? 100) * 100);
  const [row] = await shop.db
    .insert(orders)
    .values({
      orderCode:
        values.code ??
        `${1000 + codeCounter}-20261124101010-AB${String(codeCounter).padStart(2, '0')}`,
      customerId: values.customerId ?? shop.shopper.id,
      status,
      amountPaise: paise,
      paymentType: values.paymentType ?? 2,
      orderedAt: status >= 1 ? values.at : null,
      createdAt: values.at,
      stockReleasedAt: values.released ? values.at : null,
    })
    .returning();
  await shop.db.insert(orderItems).values({
    orderId: row!.id,
    productId: values.productId === undefined ? shop.belt.id : values.productId,
    productType: 0,
    name: values.name ?? 'Leather Belt',
    unitPricePaise: paise / (values.quantity ?? 1),
    quantity: values.quantity ?? 1,
  });
  return row!;
}

const get = (shop: Shop, path: string, token: string | undefined = shop.vendor.token) => {
  const call = request(shop.app).get(`${OFFICE}${path}`);
  return token ? call.set('Authorization', `barear ${token}`) : call;
};
const post = (shop: Shop, path: string, body: object, token: string = shop.vendor.token) =>
  request(shop.app).post(`${OFFICE}${path}`).set('Authorization', `barear ${token}`).send(body);

describe('back office: who may ask', () => {
  it.each([
    ['get', '/dashboard'],
    ['get', '/orders'],
    ['get', '/orders.csv'],
    ['get', '/products'],
    ['get', '/products.csv'],
    ['post', '/products/import'],
    ['get', '/customers'],
    ['post', '/products/bulk'],
    ['post', '/lowStock'],
  ])('%s %s needs the owner: no token and a shopper token are refused', async (method, path) => {
    const shop = await createShop(database.db);
    const call = () => request(shop.app)[method as 'get' | 'post'](`${OFFICE}${path}`);
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    const shopper = await call()
      .set('Authorization', `barear ${shop.shopper.token}`)
      .send({ ids: [shop.belt.id], action: { kind: 'delete' } });
    expect([401, 403]).toContain(shopper.status);
    expect(await shop.db.$count(products, eq(products.id, shop.belt.id))).toBe(1);
  });
});

describe('back office: dashboard', () => {
  // 24 Nov 2026, 15:00 in Asia/Kolkata.
  const NOW = new Date('2026-11-24T09:30:00Z');
  const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

  it('sums today, yesterday up to the same time, the month and last month; counts waiting orders', async () => {
    const shop = await createShop(database.db);
    await addOrder(shop, { at: hoursAgo(1), rupees: 1000 }); // today, Pending
    await addOrder(shop, { at: hoursAgo(2), rupees: 234.5, status: 2 }); // today, Processing
    await addOrder(shop, { at: hoursAgo(3), rupees: 999, status: 5 }); // today, canceled: no sale
    await addOrder(shop, { at: hoursAgo(25), rupees: 500, status: 4 }); // yesterday 14:00
    await addOrder(shop, { at: hoursAgo(23), rupees: 700, status: 4 }); // yesterday 16:00 (later)
    await addOrder(shop, { at: hoursAgo(20), rupees: 40, status: 3 }); // yesterday 19:00 (later)
    await addOrder(shop, { at: new Date('2026-10-10T06:00:00Z'), rupees: 300, status: 4 }); // last month
    await addOrder(shop, { at: new Date('2026-10-30T06:00:00Z'), rupees: 77, status: 4 }); // later than 24 Oct
    await addOrder(shop, { at: hoursAgo(1), rupees: 450, status: 0 }); // unpaid, holding stock
    await addOrder(shop, { at: hoursAgo(48), rupees: 90, status: 0, released: true }); // abandoned

    const office = createBackOfficeService(
      shop.db,
      undefined as never,
      undefined as never,
      () => NOW,
    );
    const board = await office.dashboard(5);
    expect(board.today).toEqual({ sales: 1234.5, orders: 2 });
    expect(board.yesterday).toEqual({ sales: 500, orders: 1 });
    expect(board.month).toEqual({ sales: 2474.5, orders: 5 });
    expect(board.lastMonth).toEqual({ sales: 300, orders: 1 });
    expect(board.waiting).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(board.daily).toHaveLength(30);
    expect(board.daily[29]).toEqual({ day: '2026-11-24', sales: 1234.5, orders: 2 });
    expect(board.daily[28]).toEqual({ day: '2026-11-23', sales: 1240, orders: 3 });
    expect(board.daily[0]!.day).toBe('2026-10-26');
    expect(board.unpaid.holding).toBe(1);
    expect(board.unpaid.abandoned).toBe(1);
    expect(board.unpaid.recent[0]).toMatchObject({ customer: 'Asha Verma', amount: 450 });
    expect(board.topProducts[0]).toMatchObject({ productId: shop.belt.id, name: 'Leather Belt' });
  });

  /** What the kept sales should hold, summed afresh from the orders. */
  const recount = async (shop: Shop) => ({
    days: rowsOf(
      await shop.db.execute(sql`select to_char((ordered_at at time zone 'Asia/Kolkata')::date,
          'YYYY-MM-DD') as day, sum(amount_paise)::float8 as sales, count(*)::int as orders
        from orders where status between 1 and 4 group by 1 order by 1`),
    ),
    months: rowsOf(
      await shop.db.execute(sql`select to_char(date_trunc('month',
          o.ordered_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as month, i.product_id as product,
          sum(i.quantity)::int as units, sum(i.unit_price_paise * i.quantity)::float8 as sales
        from orders o join order_items i on i.order_id = o.id
        where o.status between 1 and 4 and i.product_id is not null group by 1, 2 order by 1, 2`),
    ),
  });
  const kept = async (shop: Shop) => ({
    days: rowsOf(
      await shop.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day,
          sales_paise::float8 as sales, orders from sales_days where orders <> 0 order by 1`),
    ),
    months: rowsOf(
      await shop.db.execute(sql`select to_char(month, 'YYYY-MM-DD') as month, product_id as product,
          units, sales_paise::float8 as sales
        from product_sales_months where units <> 0 order by 1, 2`),
    ),
  });

  it('keeps the sales per day and per product month in step with every change of an order', async () => {
    const shop = await createShop(database.db);
    const at = new Date('2026-11-20T20:00:00Z'); // 21 Nov, 01:30 in Asia/Kolkata
    const tee = { productId: shop.tee.product.id, name: 'Tee' };
    const cod = await addOrder(shop, { at, rupees: 500, quantity: 2 });
    const online = await addOrder(shop, { at, rupees: 300, status: 0, ...tee });
    const old = await addOrder(shop, { at: new Date('2026-10-05T06:00:00Z'), rupees: 200 });
    const removed = await addOrder(shop, { at, rupees: 50, status: 2, ...tee });
    expect((await kept(shop)).days).toEqual([
      { day: '2026-10-05', sales: 20000, orders: 1 },
      { day: '2026-11-21', sales: 55000, orders: 2 },
    ]);

    const setStatus = (order: { id: number }, status: number) =>
      shop.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    // Paid online (its line was added while it was unpaid), moved on, canceled, set back to
    // Pending, canceled for good, deleted.
    await shop.db.update(orders).set({ status: 1, orderedAt: at }).where(eq(orders.id, online.id));
    await setStatus(online, 3);
    await setStatus(cod, 5);
    await setStatus(cod, 1);
    await setStatus(old, 5);
    await shop.db.delete(orders).where(eq(orders.id, removed.id));
    expect(await kept(shop)).toEqual(await recount(shop));
    expect((await kept(shop)).days).toEqual([{ day: '2026-11-21', sales: 80000, orders: 2 }]);
    expect((await kept(shop)).months).toEqual([
      { month: '2026-11-01', product: shop.belt.id, units: 2, sales: 50000 },
      { month: '2026-11-01', product: shop.tee.product.id, units: 1, sales: 30000 },
    ]);

    // A deleted product leaves the top products; its orders still count as sales.
    await shop.db.delete(products).where(eq(products.id, shop.belt.id));
    const office = createBackOfficeService(
      shop.db,
      undefined as never,
      undefined as never,
      () => new Date('2026-11-24T09:30:00Z'),
    );
    const board = await office.dashboard(5);
    expect(board.topProducts).toEqual([
      { productId: shop.tee.product.id, name: shop.tee.product.name, units: 1, sales: 300 },
    ]);
    expect(board.month).toEqual({ sales: 800, orders: 2 });
  });

  it('lists low-stock and sold-out products and variants by the threshold asked for', async () => {
    const shop = await createShop(database.db);
    // Belt: 5 in stock; tee variants: M/Red 3, L/Blue 1.
    await shop.db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, shop.tee.variants[1]!.id));
    const low = await get(shop, '/dashboard?lowStock=3');
    expect(low.status).toBe(200);
    expect(low.body.lowStock.count).toBe(1);
    expect(low.body.lowStock.items[0]).toMatchObject({
      productId: shop.tee.product.id,
      variantId: shop.tee.variants[0]!.id,
      variant: 'M / Red',
      stock: 3,
    });
    expect(low.body.soldOut).toMatchObject({
      count: 1,
      items: [{ variant: 'L / Blue', stock: 0 }],
    });
    const higher = await get(shop, '/dashboard?lowStock=5');
    expect(higher.body.lowStock.count).toBe(2);
    expect((await get(shop, '/dashboard?lowStock=-1')).status).toBe(400);
    expect((await get(shop, '/dashboard?lowStock=abc')).status).toBe(400);
  });

  it('leaves out the variants a product keeps after it was switched to simple', async () => {
    const shop = await createShop(database.db);
    await shop.db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, shop.tee.variants[1]!.id));
    // The tee becomes a simple product with its own stock; its variants stay for switching back.
    await shop.db
      .update(products)
      .set({ type: 0, pricePaise: 49_900, mrpPaise: 59_900, stock: 20 })
      .where(eq(products.id, shop.tee.product.id));
    const board = (await get(shop, '/dashboard?lowStock=5')).body;
    expect(board.lowStock).toEqual({
      count: 1,
      items: [expect.objectContaining({ productId: shop.belt.id, variantId: null, stock: 5 })],
    });
    expect(board.soldOut).toEqual({ count: 0, items: [] });
    // Switched back, its variants count again.
    await shop.db.update(products).set({ type: 1 }).where(eq(products.id, shop.tee.product.id));
    const again = (await get(shop, '/dashboard?lowStock=5')).body;
    expect(again.lowStock.count).toBe(2);
    expect(again.soldOut.count).toBe(1);
  });
});

describe('back office: the low-stock threshold', () => {
  it('is a shop setting the dashboard and the products table use when not asked for one', async () => {
    const shop = await createShop(database.db);
    // Belt: 5 in stock; tee variants: M/Red 3, L/Blue 1.
    const board = await get(shop, '/dashboard');
    expect(board.body.lowStockThreshold).toBe(5);
    expect(board.body.lowStock.count).toBe(3);
    const saved = await post(shop, '/lowStock', { lowStock: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ lowStock: 2 });
    const after = await get(shop, '/dashboard');
    expect(after.body.lowStockThreshold).toBe(2);
    expect(after.body.lowStock.items).toEqual([
      expect.objectContaining({ variant: 'L / Blue', stock: 1 }),
    ]);
    expect((await get(shop, '/dashboard?lowStock=4')).body.lowStock.count).toBe(2);
    const low = await get(shop, '/products?stock=low');
    expect(low.body.rows.map((r: { id: number }) => r.id)).toEqual([]); // the tee holds 4 in all
    await post(shop, '/lowStock', { lowStock: 4 });
    const now = await get(shop, '/products?stock=low');
    expect(now.body.rows.map((r: { id: number }) => r.id)).toEqual([shop.tee.product.id]);
  });

  it.each([[-1], [10_001], [1.5], ['many']])(
    'refuses %p and keeps the threshold',
    async (value) => {
      const shop = await createShop(database.db);
      const res = await post(shop, '/lowStock', { lowStock: value });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('lowStock must be 0 to 10000');
      expect((await get(shop, '/dashboard')).body.lowStockThreshold).toBe(5);
    },
  );
});

describe('back office: orders table and CSV', () => {
  async function someOrders() {
    const shop = await createShop(database.db);
    const ravi = await createCustomer(shop.db, { name: 'Ravi Kumar', phone: '9123456780' });
    const a = await addOrder(shop, {
      at: new Date('2026-11-20T06:00:00Z'),
      rupees: 599,
      paymentType: 1,
    });
    const b = await addOrder(shop, {
      customerId: ravi.id,
      at: new Date('2026-11-22T06:00:00Z'),
      rupees: 1299.5,
      status: 3,
      code: '77-20261122113000-BEEF',
    });
    const c = await addOrder(shop, {
      customerId: ravi.id,
      at: new Date('2026-11-23T20:00:00Z'), // 24 Nov 01:30 IST
      rupees: 250,
      status: 5,
    });
    await addOrder(shop, { at: new Date('2026-11-23T06:00:00Z'), status: 0 }); // never placed
    return { shop, ravi, a, b, c };
  }

  it('pages the placed orders newest first with their customer', async () => {
    const { shop, a, b, c } = await someOrders();
    const res = await get(shop, '/orders');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.exact).toBe(true);
    expect(res.body.rows.map((r: { orderId: string }) => r.orderId)).toEqual([
      c.orderCode,
      b.orderCode,
      a.orderCode,
    ]);
    expect(res.body.rows[1]).toMatchObject({
      customer: 'Ravi Kumar',
      phone: '9123456780',
      status: 3,
      paymentType: 2,
      amount: 1299.5,
      items: 1,
      orderedAt: '2026-11-22T06:00:00.000Z',
    });
    const second = await get(shop, '/orders?page=2');
    expect(second.body.rows).toEqual([]);
    expect(second.body.total).toBe(3);
  });

  it('finds orders by id, order number, name or phone, and filters by status, payment and IST dates', async () => {
    const { shop, a, b, c } = await someOrders();
    const codes = async (query: string) =>
      ((await get(shop, `/orders?${query}`)).body.rows as { orderId: string }[]).map(
        (r) => r.orderId,
      );
    expect(await codes(`q=${b.orderCode.toLowerCase()}`)).toEqual([b.orderCode]);
    expect(await codes('q=77')).toEqual([b.orderCode]);
    expect(await codes('q=ravi')).toEqual([c.orderCode, b.orderCode]);
    expect(await codes('q=91234%2056780')).toEqual([c.orderCode, b.orderCode]);
    expect(await codes('q=%25')).toEqual([]);
    expect(await codes('status=5')).toEqual([c.orderCode]);
    expect(await codes('paymentType=1')).toEqual([a.orderCode]);
    expect(await codes('from=2026-11-22&to=2026-11-23')).toEqual([b.orderCode]);
    expect(await codes('from=2026-11-24')).toEqual([c.orderCode]);
    expect(await codes('to=2026-11-20')).toEqual([a.orderCode]);
  });

  it('exports in batches the orders one read would list, ties of time included', async () => {
    const { shop, ravi } = await someOrders();
    const at = new Date('2026-11-21T09:00:00Z');
    for (let i = 0; i < 5; i += 1)
      await addOrder(shop, { customerId: i % 2 ? ravi.id : undefined, at, status: 1 + (i % 4) });
    const codes = (rows: { orderId: string }[]) => rows.map((row) => row.orderId);
    for (const filters of [{}, { q: 'ravi' }, { status: 1 }] as OrderFilters[]) {
      const where = await repo.orderWhere(shop.db, filters);
      const all = codes(await repo.listOrders(shop.db, where, 100, 0));
      expect(all.length).toBeGreaterThan(1);
      for (const batch of [1, 2, 3, 100])
        for (const max of [1, 4, 100])
          expect([
            filters,
            batch,
            max,
            codes(await repo.exportOrders(shop.db, where, max, batch)),
          ]).toEqual([filters, batch, max, all.slice(0, max)]);
    }
  });

  it('goes on past an order deleted between two batches of an export', async () => {
    const { shop, a, b, c } = await someOrders();
    const where = await repo.orderWhere(shop.db, { q: '' });
    let reads = 0;
    // The first batch ends with b; b is deleted before the second batch is read.
    const deleting = {
      execute: async (query: SQL) => {
        const result = await shop.db.execute(query);
        reads += 1;
        if (reads === 1) await shop.db.delete(orders).where(eq(orders.id, b.id));
        return result;
      },
    } as unknown as Shop['db'];
    const rows = await repo.exportOrders(deleting, where, 100, 2);
    expect(rows.map((row) => row.orderId)).toEqual([c.orderCode, b.orderCode, a.orderCode]);
  });

  it('finds the same orders when a search matches more customers than it names', async () => {
    const { shop, b, c } = await someOrders();
    const ravindra = await createCustomer(shop.db, { name: 'Ravindra Rao', phone: '9812345670' });
    const d = await addOrder(shop, {
      customerId: ravindra.id,
      at: new Date('2026-11-21T06:00:00Z'),
      paymentType: 1,
      status: 4,
    });
    const cases: [OrderFilters, string[]][] = [
      [{ q: 'ravi' }, [c.orderCode, b.orderCode, d.orderCode]],
      [{ q: 'RAVI', status: 4 }, [d.orderCode]],
      [{ q: 'ravi', from: '2026-11-22' }, [c.orderCode, b.orderCode]],
      [{ q: '2345' }, [c.orderCode, b.orderCode, d.orderCode]],
      [{ q: '77' }, [b.orderCode]],
      [{ q: 'nobody' }, []],
    ];
    for (const [filters, expected] of cases) {
      // Named (the ids listed), and as a subquery (more customers matched than one names).
      for (const named of [repo.NAMED_CUSTOMERS, 1]) {
        const where = await repo.orderWhere(shop.db, filters, named);
        const rows = await repo.listOrders(shop.db, where, 25, 0);
        expect([filters, named, rows.map((row) => row.orderId)]).toEqual([
          filters,
          named,
          expected,
        ]);
        expect(await repo.countOrders(shop.db, where)).toBe(expected.length);
      }
    }
  });

  it.each([
    ['status=0', 'status must be 1, 2, 3, 4 or 5'],
    ['status=9', 'status must be 1, 2, 3, 4 or 5'],
    ['paymentType=3', 'paymentType must be 1 or 2'],
    ['from=24-11-2026', 'Dates are written YYYY-MM-DD'],
    ['from=2026-11-25&to=2026-11-24', 'from must not be after to'],
    ['page=0', undefined],
    [`q=${'x'.repeat(101)}`, 'Search is limited to 100 characters'],
  ])('refuses %s with a clear error', async (query, message) => {
    const { shop } = await someOrders();
    for (const path of ['/orders', '/orders.csv']) {
      const res = await get(shop, `${path}?${query}`);
      expect(res.status).toBe(400);
      if (message) expect(res.body.error).toBe(message);
    }
  });

  it('exports the filtered orders as CSV, defusing spreadsheet formulas', async () => {
    const { shop, b, c } = await someOrders();
    const evil = await createCustomer(shop.db, { name: '=HYPERLINK("x")', phone: '9000000001' });
    await addOrder(shop, { customerId: evil.id, at: new Date('2026-11-21T06:00:00Z'), rupees: 10 });
    const res = await get(shop, '/orders.csv?q=ravi');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('orders.csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order ID,Date,Customer,Phone,Status,Payment,Items,Amount (INR),Invoice No,Place of supply,' +
        'Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Invoice total (INR)',
    );
    // The order's own columns (the date holds one comma); GST columns are tested below.
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 9).join(','))).toEqual([
      `${c.orderCode},"24 Nov 2026, 01:30 AM",Ravi Kumar,9123456780,Canceled,Online,1,250.00`,
      `${b.orderCode},"22 Nov 2026, 11:30 AM",Ravi Kumar,9123456780,Shipping,Online,1,1299.50`,
    ]);
    const all = await get(shop, '/orders.csv');
    expect(all.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(all.text.trim().split('\r\n')).toHaveLength(5);
  });

  it('adds each order’s invoice number and GST, as its invoice computes them', async () => {
    const shop = await createShop(database.db);
    await shop.db.insert(shopSettings).values({ id: 1, stateCode: '27', legalName: 'Vastra' });
    const address = {
      address: '1 Main Rd',
      city: 'Pune',
      district: 'Pune',
      nearby: '',
      pincode: '411001',
    };
    const local = await addOrder(shop, { at: new Date('2026-11-20T06:00:00Z'), rupees: 1049.99 });
    const away = await addOrder(shop, { at: new Date('2026-11-21T06:00:00Z'), rupees: 599 });
    await shop.db
      .update(orders)
      .set({ invoiceNumber: 'VS/2026-27/000001', address: { ...address, state: '27' } })
      .where(eq(orders.id, local.id));
    await shop.db
      .update(orders)
      .set({ invoiceNumber: 'VS/2026-27/000002', address: { ...address, state: '29' } })
      .where(eq(orders.id, away.id));
    await shop.db
      .update(orderItems)
      .set({ gstRateBp: 1200, hsnCode: '6109' })
      .where(eq(orderItems.orderId, away.id));
    const res = await get(shop, '/orders.csv');
    const [, ...rows] = parseCsv(res.text);
    const gst = (code: string) => rows.find((row) => row[0] === code)!.slice(7);
    // ₹1,049.99 at 5 %: taxable 999.99, tax 50.00 split 25.00 + 25.00 in Maharashtra.
    expect(gst(local.orderCode)).toEqual([
      '1049.99',
      'VS/2026-27/000001',
      '27-Maharashtra',
      '999.99',
      '25.00',
      '25.00',
      '0.00',
      '1049.99',
    ]);
    // ₹599 at 12 % to Karnataka: IGST only.
    expect(gst(away.orderCode)).toEqual([
      '599.00',
      'VS/2026-27/000002',
      '29-Karnataka',
      '534.82',
      '0.00',
      '0.00',
      '64.18',
      '599.00',
    ]);
    const invoice = await request(shop.app)
      .post(`${VENDOR_ORDER}/invoice`)
      .set('Authorization', `barear ${shop.vendor.token}`)
      .send({ orderId: away.orderCode });
    expect(invoice.body.invoice.totals).toMatchObject({
      taxableValue: 534.82,
      igst: 64.18,
      amount: 599,
    });
  });

  it('setting an order back to Pending keeps the time it was placed as its order date', async () => {
    const shop = await createShop(database.db);
    const placedAt = new Date('2026-11-20T06:00:00Z');
    const order = await addOrder(shop, { at: placedAt, status: 2 });
    const res = await request(shop.app)
      .post(`${VENDOR_ORDER}/changeStatus`)
      .set('Authorization', `barear ${shop.vendor.token}`)
      .send({ userId: shop.shopper.id, orders: [{ orderId: order.orderCode, orderStatus: 1 }] });
    expect(res.status).toBe(200);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(1);
    expect(row!.orderedAt!.toISOString()).toBe(placedAt.toISOString());
    expect(row!.processingAt).toBeNull();
  });
});

describe('back office: products table and bulk changes', () => {
  it('lists products with their stock and prices, filtered by search, category, status and stock', async () => {
    const shop = await createShop(database.db);
    const res = await get(shop, '/products');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const tee = res.body.rows.find((r: { id: number }) => r.id === shop.tee.product.id);
    expect(tee).toMatchObject({
      type: 1,
      stock: 4,
      minPrice: 499,
      maxPrice: 549,
      mrp: 799,
      variants: 2,
    });
    const belt = res.body.rows.find((r: { id: number }) => r.id === shop.belt.id);
    expect(belt).toMatchObject({ type: 0, stock: 5, minPrice: 599, mrp: 999, category: 'Men' });
    expect(belt.cover).toBe(`/uploads/p${shop.belt.id}.jpg`);
    const ids = async (query: string) =>
      ((await get(shop, `/products?${query}`)).body.rows as { id: number }[]).map((r) => r.id);
    expect(await ids('q=belt')).toEqual([shop.belt.id]);
    expect(await ids(`q=${shop.tee.product.id}`)).toEqual([shop.tee.product.id]);
    expect(await ids(`categoryId=${shop.tree.category.id}`)).toHaveLength(2);
    expect(await ids('categoryId=999999')).toEqual([]);
    expect(await ids('stock=low&lowStock=4')).toEqual([shop.tee.product.id]);
    expect(await ids('stock=out')).toEqual([]);
    await shop.db.update(products).set({ status: 0 }).where(eq(products.id, shop.belt.id));
    expect(await ids('status=0')).toEqual([shop.belt.id]);
    expect((await get(shop, '/products?stock=none')).status).toBe(400);
    expect((await get(shop, '/products?categoryId=0')).status).toBe(400);
  });

  it("counts a product's stock from its variants, and its own for a simple product", async () => {
    const shop = await createShop(database.db);
    const tee = shop.tee.product.id;
    const rows = async (query: string) =>
      ((await get(shop, `/products?${query}`)).body.rows as { id: number; stock: number }[]).map(
        (r) => [r.id, r.stock],
      );
    await shop.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, tee));
    expect(await rows('stock=out')).toEqual([[tee, 0]]);
    expect(await rows('stock=in')).toEqual([[shop.belt.id, 5]]);
    expect(await rows('stock=low&lowStock=5')).toEqual([[shop.belt.id, 5]]);
    expect((await get(shop, '/products?stock=out')).body.rows[0]).toMatchObject({
      type: 1,
      mrp: 799,
      variants: 2,
    });
    // Switched to a simple product, it keeps its variants (for switching back): its own stock
    // and MRP count, not theirs.
    await shop.db
      .update(products)
      .set({ type: 0, stock: 3, mrpPaise: 69900 })
      .where(eq(products.id, tee));
    expect(await rows('stock=out')).toEqual([]);
    expect(await rows('stock=low&lowStock=5')).toEqual(
      [
        [tee, 3],
        [shop.belt.id, 5],
      ].sort((a, b) => b[0]! - a[0]!),
    );
    const simple = (await get(shop, '/products?stock=low&lowStock=3')).body.rows[0];
    expect(simple).toMatchObject({ id: tee, type: 0, stock: 3, mrp: 699 });
  });

  const priceOf = async (shop: Shop) => {
    const [belt] = await shop.db.select().from(products).where(eq(products.id, shop.belt.id));
    const tee = await shop.db
      .select()
      .from(variants)
      .where(eq(variants.productId, shop.tee.product.id))
      .orderBy(variants.id);
    return { belt: belt!, tee };
  };

  it('changes prices by a percentage or to an amount, on products and every variant', async () => {
    const shop = await createShop(database.db);
    const ids = [shop.belt.id, shop.tee.product.id];
    const up = await post(shop, '/products/bulk', {
      ids,
      action: { kind: 'price', field: 'price', mode: 'percent', value: 10 },
    });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ changed: 2 });
    let now = await priceOf(shop);
    expect(now.belt.pricePaise).toBe(65890);
    expect(now.tee.map((v) => v.pricePaise)).toEqual([54890, 60390]);
    const [teeRow] = await shop.db
      .select()
      .from(products)
      .where(eq(products.id, shop.tee.product.id));
    expect(teeRow!.minPricePaise).toBe(54890);

    await post(shop, '/products/bulk', {
      ids,
      action: { kind: 'price', field: 'mrp', mode: 'set', value: 1499.99 },
    });
    now = await priceOf(shop);
    expect(now.belt.mrpPaise).toBe(149999);
    expect(now.tee.map((v) => v.mrpPaise)).toEqual([149999, 149999]);
  });

  it('sets stock and status, and a public read after it shows the change', async () => {
    const shop = await createShop(database.db);
    const publicRead = () =>
      request(shop.app).post('/api/vendor/product/156/getProductWithID').send({ id: shop.belt.id });
    expect((await publicRead()).status).toBe(200); // primes the public read cache
    await post(shop, '/products/bulk', {
      ids: [shop.belt.id, shop.tee.product.id],
      action: { kind: 'stock', stock: 12 },
    });
    const now = await priceOf(shop);
    expect(now.belt.stock).toBe(12);
    expect(now.tee.map((v) => v.stock)).toEqual([12, 12]);
    const hide = await post(shop, '/products/bulk', {
      ids: [shop.belt.id],
      action: { kind: 'status', status: 0 },
    });
    expect(hide.status).toBe(200);
    expect((await priceOf(shop)).belt.status).toBe(0);
    expect((await publicRead()).status).not.toBe(200);
  });

  it('deletes products, and an unknown id changes nothing', async () => {
    const shop = await createShop(database.db);
    const unknown = await post(shop, '/products/bulk', {
      ids: [shop.belt.id, 999999],
      action: { kind: 'delete' },
    });
    expect(unknown.status).toBe(404);
    const priced = await post(shop, '/products/bulk', {
      ids: [shop.belt.id, 999999],
      action: { kind: 'stock', stock: 1 },
    });
    expect(priced.status).toBe(404);
    expect((await priceOf(shop)).belt.stock).toBe(5);
    expect(await shop.db.$count(products)).toBe(2);
    const gone = await post(shop, '/products/bulk', {
      ids: [shop.belt.id, shop.tee.product.id],
      action: { kind: 'delete' },
    });
    expect(gone.body).toEqual({ changed: 2 });
    expect(await shop.db.$count(products)).toBe(0);
  });

  it.each([
    ['no ids', { ids: [], action: { kind: 'delete' } }, 'Choose at least one product'],
    ['an unknown action', { ids: [1], action: { kind: 'paint' } }, undefined],
    [
      'a cut of more than 90%',
      { ids: [1], action: { kind: 'price', field: 'price', mode: 'percent', value: -95 } },
      'A percentage change must be from -90 to 1000',
    ],
    [
      'a negative price',
      { ids: [1], action: { kind: 'price', field: 'price', mode: 'set', value: -1 } },
      undefined,
    ],
    [
      'a price with 3 decimals',
      { ids: [1], action: { kind: 'price', field: 'price', mode: 'set', value: 1.234 } },
      'value can have at most 2 decimals',
    ],
    [
      'negative stock',
      { ids: [1], action: { kind: 'stock', stock: -1 } },
      'stock must be 0 or more',
    ],
    ['status 2', { ids: [1], action: { kind: 'status', status: 2 } }, undefined],
    [
      '501 products',
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), action: { kind: 'delete' } },
      'At most 500 products at once',
    ],
  ])('refuses a bulk request with %s and changes nothing', async (_label, body, message) => {
    const shop = await createShop(database.db);
    const res = await post(shop, '/products/bulk', body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(await shop.db.$count(products)).toBe(2);
  });
});

describe('back office: customers', () => {
  it('pages customers by the sales their orders hold, as orders are placed, canceled, reopened, re-priced, moved and deleted', async () => {
    const shop = await createShop(database.db);
    const at = (day: number, hour = 6) => new Date(Date.UTC(2026, 10, day, hour));
    const made: { id: string }[] = [];
    for (const [i, name] of ['Anu', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farid', 'Gita'].entries()) {
      made.push(await createCustomer(shop.db, { name, phone: `91000000${10 + i}` }));
      await shop.db.execute(
        sql`update customers set created_at = ${at(1 + i).toISOString()} where id = ${made[i]!.id}`,
      );
    }
    const [anu, bala, chitra, dev, esha, farid] = made;
    const anuLast = await addOrder(shop, { customerId: anu!.id, at: at(20), rupees: 300 });
    await addOrder(shop, { customerId: anu!.id, at: at(10), rupees: 120.5 });
    // Bala and Chitra's last sales are at the same time: the one who joined later comes first.
    const chitraLast = await addOrder(shop, { customerId: chitra!.id, at: at(18) });
    await addOrder(shop, { customerId: bala!.id, at: at(18) });
    await addOrder(shop, { customerId: chitra!.id, at: at(12), status: 4 });
    await addOrder(shop, { customerId: dev!.id, at: at(15) });
    await addOrder(shop, { customerId: dev!.id, at: at(16), status: 3 });
    await addOrder(shop, { customerId: dev!.id, at: at(25), status: 5 }); // canceled
    const unpaid = await addOrder(shop, { customerId: esha!.id, at: at(26), status: 0 });
    await addOrder(shop, { customerId: farid!.id, at: at(5), status: 2 });

    /** Every customer's sales summed from the orders themselves, in the table's order. */
    const fromOrders = async (q = '') =>
      rowsOf<{ id: string; name: string; orders: number; spent: number; last: string | null }>(
        await shop.db.execute(sql`
          select c.id, c.name, count(o.id)::int as orders,
            coalesce(sum(o.amount_paise), 0)::float8 as spent, max(o.ordered_at) as last
          from customers c
            left join orders o on o.customer_id = c.id and o.status between 1 and 4
          where c.name ilike ${`%${q}%`}
          group by c.id
          order by max(o.ordered_at) desc nulls last, c.created_at desc, c.id`),
      ).map((row) => ({ ...row, last: row.last ? new Date(row.last).toISOString() : null }));
    const listed = (rows: CustomerListRow[]) =>
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        orders: row.orders,
        spent: row.spent,
        last: row.lastOrder ? new Date(row.lastOrder).toISOString() : null,
      }));
    const expectEveryPage = async () => {
      const all = await fromOrders();
      for (const limit of [1, 2, 3, 8, 9])
        for (let offset = 0; offset <= 9; offset += 1)
          expect([
            limit,
            offset,
            listed(await repo.listCustomers(shop.db, '', limit, offset)),
          ]).toEqual([limit, offset, all.slice(offset, offset + limit)]);
      for (const q of ['a', 'Dev', 'zz'])
        expect(listed(await repo.listCustomers(shop.db, q, 25, 0))).toEqual(await fromOrders(q));
      return all.map((row) => row.name);
    };

    expect(await expectEveryPage()).toEqual([
      'Anu',
      'Chitra',
      'Bala',
      'Dev',
      'Farid',
      'Asha Verma', // joined today, after the others
      'Gita',
      'Esha',
    ]);
    const set = (id: number, changes: SQL) =>
      shop.db.execute(sql`update orders set ${changes} where id = ${id}`);
    // Anu's last sale canceled: her earlier one is her last; reopened, it is back.
    await set(anuLast.id, sql`status = 5`);
    expect((await expectEveryPage()).slice(0, 3)).toEqual(['Chitra', 'Bala', 'Dev']);
    await set(anuLast.id, sql`status = 2`);
    expect((await expectEveryPage())[0]).toBe('Anu');
    // A new amount, and an order moved in time.
    await set(anuLast.id, sql`amount_paise = 45000`);
    await expectEveryPage();
    await set(chitraLast.id, sql`ordered_at = ${at(27).toISOString()}`);
    expect((await expectEveryPage())[0]).toBe('Chitra');
    // A checkout paid; a customer's every sale canceled in one statement; an order deleted.
    await set(unpaid.id, sql`status = 1, ordered_at = created_at`);
    expect((await expectEveryPage()).slice(0, 2)).toEqual(['Chitra', 'Esha']);
    await shop.db.execute(sql`update orders set status = 5 where customer_id = ${dev!.id}`);
    await expectEveryPage();
    await shop.db.execute(sql`delete from orders where id = ${chitraLast.id}`);
    await expectEveryPage();
    await shop.db.execute(sql`delete from orders where customer_id = ${anu!.id}`);
    expect((await expectEveryPage()).slice(-4)).toEqual(['Asha Verma', 'Gita', 'Dev', 'Anu']);
  });

  it('lists customers with orders, total spent (canceled excluded) and last order; searchable', async () => {
    const shop = await createShop(database.db);
    const ravi = await createCustomer(shop.db, { name: 'Ravi Kumar', phone: '9123456780' });
    await addOrder(shop, {
      customerId: ravi.id,
      at: new Date('2026-11-20T06:00:00Z'),
      rupees: 100,
      status: 4,
    });
    await addOrder(shop, {
      customerId: ravi.id,
      at: new Date('2026-11-22T06:00:00Z'),
      rupees: 50.5,
    });
    await addOrder(shop, {
      customerId: ravi.id,
      at: new Date('2026-11-23T06:00:00Z'),
      rupees: 999,
      status: 5,
    });
    const res = await get(shop, '/customers');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.rows[0]).toMatchObject({
      name: 'Ravi Kumar',
      phone: '9123456780',
      orders: 2,
      spent: 150.5,
      lastOrder: '2026-11-22T06:00:00.000Z',
    });
    expect(res.body.rows[1]).toMatchObject({
      name: 'Asha Verma',
      orders: 0,
      spent: 0,
      lastOrder: null,
    });
    expect((await get(shop, '/customers?q=asha')).body.rows).toHaveLength(1);
    expect((await get(shop, '/customers?q=56780')).body.rows[0].name).toBe('Ravi Kumar');
    expect((await get(shop, '/customers?page=abc')).status).toBe(400);
  });

  it('orders customers by their last sale, then those without one newest first', async () => {
    const shop = await createShop(database.db);
    const ravi = await createCustomer(shop.db, { name: 'Ravi Kumar', phone: '9123456780' });
    const meena = await createCustomer(shop.db, { name: 'Meena Iyer', phone: '9123456781' });
    const kiran = await createCustomer(shop.db, { name: 'Kiran Rao', phone: '9123456782' });
    await addOrder(shop, { customerId: ravi.id, at: new Date('2026-11-20T06:00:00Z') });
    await addOrder(shop, { customerId: meena.id, at: new Date('2026-11-22T06:00:00Z') });
    // Neither a cancellation nor an unpaid checkout is a sale.
    await addOrder(shop, { customerId: meena.id, at: new Date('2026-11-23T06:00:00Z'), status: 5 });
    await addOrder(shop, { customerId: kiran.id, at: new Date('2026-11-24T06:00:00Z'), status: 5 });
    await addOrder(shop, { customerId: kiran.id, at: new Date('2026-11-25T06:00:00Z'), status: 0 });
    // The shopper joined before Kiran: of the two without a sale, Kiran comes first.
    await shop.db.execute(
      sql`update customers set created_at = ${'2026-01-01T00:00:00Z'} where id = ${shop.shopper.id}`,
    );
    const res = await get(shop, '/customers');
    expect(
      res.body.rows.map((r: { name: string; orders: number; lastOrder: string | null }) => [
        r.name,
        r.orders,
        r.lastOrder,
      ]),
    ).toEqual([
      ['Meena Iyer', 1, '2026-11-22T06:00:00.000Z'],
      ['Ravi Kumar', 1, '2026-11-20T06:00:00.000Z'],
      ['Kiran Rao', 0, null],
      ['Asha Verma', 0, null],
    ]);
  });
});
