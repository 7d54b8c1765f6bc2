import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { createShop, type Shop } from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../contracts/back-office';
import { SKU_TAKEN } from '../../contracts/vendor-variants';
import { products, variants } from '../../db/schema/catalog';
import { parseCsv } from './csv';

const database = databasePerFile();

const OFFICE = '/api/vendor/office/156';
const HEADER =
  'Product ID,Name,Category,Sub-category,Status,HSN,GST %,Variant ID,SKU,Variant,Price,MRP,Stock';

const exportCsv = (shop: Shop, query = '') =>
  request(shop.app)
    .get(`${OFFICE}/products.csv${query}`)
    .set('Authorization', `barear ${shop.vendor.token}`);
const importCsv = (shop: Shop, csv: string, token = shop.vendor.token) =>
  request(shop.app)
    .post(`${OFFICE}/products/import`)
    .set('Authorization', `barear ${token}`)
    .set('Content-Type', 'text/csv')
    .send(csv);

/** Every product and varient as stored (what an import may change). */
async function snapshot(shop: Shop) {
  return {
    products: await shop.db.select().from(products).orderBy(asc(products.id)),
    variants: await shop.db.select().from(variants).orderBy(asc(variants.id)),
  };
}

/** The exported file's data rows, cells by column name. */
async function exported(shop: Shop) {
  const res = await exportCsv(shop);
  const [header, ...rows] = parseCsv(res.text);
  return {
    text: res.text,
    rows: rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!]))),
  };
}
const toCsv = (rows: Record<string, string>[]) =>
  [HEADER, ...rows.map((row) => HEADER.split(',').map((c) => row[c] ?? ''))].join('\r\n');

describe('products CSV: export', () => {
  it('answers one row per varient of the filtered products, with attributes and rupees', async () => {
    const shop = await createShop(database.db);
    await shop.db
      .update(variants)
      .set({ sku: 'TEE-M-RED' })
      .where(eq(variants.id, shop.tee.variants[0]!.id));
    await shop.db
      .update(products)
      .set({ hsnCode: '6109', gstRateBp: 1200 })
      .where(eq(products.id, shop.tee.product.id));
    const res = await exportCsv(shop);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('products.csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const { size, colour } = shop.tee.attrs;
    const [m, l] = shop.tee.variants;
    const tee = shop.tee.product.id;
    expect(lines).toEqual([
      HEADER,
      `${tee},Classic Tee,Men,T-Shirts,Shown,6109,12,${m!.id},TEE-M-RED,${size.name}: M / ${colour.name}: Red,499.00,799.00,3`,
      `${tee},Classic Tee,Men,T-Shirts,Shown,6109,12,${l!.id},,${size.name}: L / ${colour.name}: Blue,549.00,799.00,1`,
      `${shop.belt.id},Leather Belt,Men,T-Shirts,Shown,,,,,,599.00,999.00,5`,
    ]);
    const belt = await exportCsv(shop, '?q=belt');
    expect(belt.text.trim().split('\r\n')).toHaveLength(2);
    expect((await exportCsv(shop, '?stock=none')).status).toBe(400);
  });
});

describe('products CSV: import', () => {
  it('when the exported file comes back unchanged, then nothing changes', async () => {
    const shop = await createShop(database.db);
    const before = await snapshot(shop);
    const { text } = await exported(shop);
    const res = await importCsv(shop, text);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 3, products: 0, variants: 0 });
    expect(await snapshot(shop)).toEqual(before);
  });

  it('when every row is good, then it applies them all and shoppers see the change', async () => {
    const shop = await createShop(database.db);
    const publicRead = () =>
      request(shop.app).post('/api/vendor/product/156/getProductWithID').send({ id: shop.belt.id });
    expect((await publicRead()).status).toBe(200); // primes the public read cache
    const { rows } = await exported(shop);
    const [m, l, belt] = rows as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    Object.assign(m, { Stock: '12', SKU: 'TEE-M-RED', HSN: '6109', 'GST %': '12' });
    Object.assign(l, { Price: '499.50', MRP: '899', HSN: '6109', 'GST %': '12' });
    Object.assign(belt, { Price: '649', Status: 'Hidden', Name: 'ignored' });
    const res = await importCsv(shop, toCsv([m, l, belt]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 3, products: 2, variants: 2 });
    const now = await snapshot(shop);
    const byId = new Map(now.variants.map((v) => [v.id, v]));
    expect(byId.get(shop.tee.variants[0]!.id)).toMatchObject({ stock: 12, sku: 'TEE-M-RED' });
    expect(byId.get(shop.tee.variants[1]!.id)).toMatchObject({
      pricePaise: 49950,
      mrpPaise: 89900,
    });
    const beltRow = now.products.find((p) => p.id === shop.belt.id)!;
    expect(beltRow).toMatchObject({ pricePaise: 64900, status: 0, name: 'Leather Belt' });
    expect(now.products.find((p) => p.id === shop.tee.product.id)).toMatchObject({
      hsnCode: '6109',
      gstRateBp: 1200,
    });
    expect((await publicRead()).status).not.toBe(200); // hidden now, not served from the cache
  });

  it('when one row is bad, then nothing changes and every bad row is listed', async () => {
    const shop = await createShop(database.db);
    const before = await snapshot(shop);
    const { rows } = await exported(shop);
    rows[0]!.Stock = '40';
    rows[1]!.Price = 'abc';
    rows[2]!.MRP = '100'; // below the belt's price
    const res = await importCsv(shop, toCsv(rows));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: '2 rows have problems; nothing was changed',
      problems: [
        { row: 3, column: 'Price', message: 'Price must be a number of 0 or more' },
        { row: 4, column: 'MRP', message: 'MRP must not be less than the price' },
      ],
      problemCount: 2,
    });
    expect(await snapshot(shop)).toEqual(before);
  });

  it.each([
    [
      'an unknown product',
      (r: Record<string, string>[]) => (r[2]!['Product ID'] = '999999'),
      'Product ID',
      'No product has the id 999999',
    ],
    [
      'a varient of another product',
      (r: Record<string, string>[]) => (r[0]!['Product ID'] = r[2]!['Product ID']!),
      'Variant ID',
      'Leather Belt has no varients: leave Variant ID empty',
    ],
    [
      'a varient row twice',
      (r: Record<string, string>[]) => (r[1]!['Variant ID'] = r[0]!['Variant ID']!),
      'Variant ID',
      /already on row 2/,
    ],
    [
      'a status that is not Shown or Hidden',
      (r: Record<string, string>[]) => (r[2]!.Status = 'Live'),
      'Status',
      'Status must be Shown or Hidden',
    ],
    [
      'negative stock',
      (r: Record<string, string>[]) => (r[2]!.Stock = '-1'),
      'Stock',
      /^Stock must/,
    ],
    [
      'a 5-digit HSN',
      (r: Record<string, string>[]) => (r[2]!.HSN = '61091'),
      'HSN',
      'HSN code must be 4, 6 or 8 digits',
    ],
    [
      'a GST rate of 30',
      (r: Record<string, string>[]) => (r[2]!['GST %'] = '30'),
      'GST %',
      'GST rate is 0 to 28 %',
    ],
    [
      'statuses that differ within a product',
      (r: Record<string, string>[]) => (r[1]!.Status = 'Hidden'),
      'Status',
      'Status differs from row 2 of the same product',
    ],
  ])('refuses %s and changes nothing', async (_label, spoil, column, message) => {
    const shop = await createShop(database.db);
    const before = await snapshot(shop);
    const { rows } = await exported(shop);
    rows[0]!.Stock = '40';
    spoil(rows);
    const res = await importCsv(shop, toCsv(rows));
    expect(res.status).toBe(400);
    expect(res.body.problems).toHaveLength(1);
    expect(res.body.problems[0].column).toBe(column);
    expect(res.body.problems[0].message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
    expect(await snapshot(shop)).toEqual(before);
  });

  it('refuses an SKU twice in the file or held by another varient; SKUs may swap', async () => {
    const shop = await createShop(database.db);
    const [m, l] = shop.tee.variants;
    const { rows } = await exported(shop);
    rows[0]!.SKU = 'TEE-1';
    rows[1]!.SKU = 'TEE-1';
    const twice = await importCsv(shop, toCsv(rows));
    expect(twice.status).toBe(400);
    expect(twice.body.problems).toEqual([
      { row: 3, column: 'SKU', message: 'SKU is also on row 2' },
    ]);

    await shop.db.update(variants).set({ sku: 'TAKEN' }).where(eq(variants.id, l!.id));
    const taken = await importCsv(shop, toCsv([{ ...rows[0]!, SKU: 'TAKEN' }]));
    expect(taken.status).toBe(400);
    expect(taken.body.problems).toEqual([{ row: 2, column: 'SKU', message: SKU_TAKEN }]);

    await shop.db.update(variants).set({ sku: 'FIRST' }).where(eq(variants.id, m!.id));
    const swap = await importCsv(
      shop,
      toCsv([
        { ...rows[0]!, SKU: 'TAKEN' },
        { ...rows[1]!, SKU: 'FIRST' },
      ]),
    );
    expect(swap.status).toBe(200);
    const now = await snapshot(shop);
    expect(now.variants.map((v) => v.sku)).toEqual(['TAKEN', 'FIRST']);
  });

  it('refuses a file that is not the products CSV, too large, or too long', async () => {
    const shop = await createShop(database.db);
    const wrong = await importCsv(shop, 'Order ID,Amount\r\n1,2\r\n');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(
      /^Unknown column "Order ID" in the first row: the columns are Product ID, /,
    );
    const missing = await importCsv(shop, 'Product ID,Stock\r\n1,2\r\n');
    expect(missing.body.error).toMatch(/missing: Variant ID$/);
    expect((await importCsv(shop, `${HEADER}\r\n`)).body.error).toBe(
      'The file has no rows below its header',
    );
    expect((await importCsv(shop, `${HEADER}\r\n"1,2\r\n`)).body.error).toBe(
      'A quote opened on line 2 is never closed',
    );
    const large = await importCsv(shop, `${HEADER}\r\n${'x'.repeat(MAX_IMPORT_BYTES)}`);
    expect(large.status).toBe(413);
    expect(large.body.error).toBe('The file is larger than 2 MB');
    const belt = `${shop.belt.id},,,,,,,,,,,,5`;
    const long = await importCsv(
      shop,
      [HEADER, ...Array(MAX_IMPORT_ROWS + 1).fill(belt)].join('\n'),
    );
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('At most 10,000 rows per file');
    const json = await request(shop.app)
      .post(`${OFFICE}/products/import`)
      .set('Authorization', `barear ${shop.vendor.token}`)
      .send({ csv: HEADER });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('Send the products CSV as text/csv');
  });

  it('takes only some columns: those left out stay as they are', async () => {
    const shop = await createShop(database.db);
    const res = await importCsv(shop, `Product ID,Variant ID,Stock\n${shop.belt.id},,9\n`);
    expect(res.status).toBe(200);
    const [belt] = await shop.db.select().from(products).where(eq(products.id, shop.belt.id));
    expect(belt).toMatchObject({ stock: 9, pricePaise: 59900, status: 1 });
  });

  it('is the owner’s only: a shopper changes nothing', async () => {
    const shop = await createShop(database.db);
    const res = await importCsv(
      shop,
      `Product ID,Variant ID,Stock\n${shop.belt.id},,9\n`,
      shop.shopper.token,
    );
    expect([401, 403]).toContain(res.status);
    const [belt] = await shop.db.select().from(products).where(eq(products.id, shop.belt.id));
    expect(belt!.stock).toBe(5);
  });
});
