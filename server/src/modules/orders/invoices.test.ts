import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalog';
import { documentSeries, orders } from '../../db/schema/commerce';
import { transact } from '../../db/transactions';
import {
  ADDRESS,
  CART,
  ORDER,
  VENDOR_ORDER,
  beltLine,
  checkoutWith,
  codOrder,
  createShop,
  orderRow,
  placedOrder,
  post,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { databasePerFile } from '../../../test/test-db';
import { readShopSettings } from '../vendor/shop-settings.repository';
import { invoicePdf } from './invoice-pdf';
import { createInvoicesService } from './invoices.service';
import { itemsOf } from './orders.repository';
import { computeOrderTax } from './tax-invoice';
import { issueInvoice } from './invoice-series';
import { financialYearOf } from './gst-tax';

const database = databasePerFile();

const SETTINGS = '/api/vendor/156/shopSettings';
const MAHARASHTRA_SHOP = {
  legalName: 'Vastra Retail LLP',
  address: '4 FC Road, Pune 411004',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  invoicePrefix: 'VS',
};

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

const vendorPost = (path: string, body: object = {}) =>
  post(shop.app, path, shop.vendor.token, body);
const fy = financialYearOf(new Date());

describe('shop settings for tax invoices', () => {
  it('when the owner saves legal name, address, state, GSTIN and prefix, then they are read back', async () => {
    expect((await vendorPost(SETTINGS)).body.settings).toEqual({
      legalName: '',
      address: '',
      stateCode: '',
      gstin: '',
      invoicePrefix: 'VS',
    });
    const saved = await vendorPost(`${SETTINGS}/update`, {
      ...MAHARASHTRA_SHOP,
      gstin: '27aapfu0939f1zv',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(MAHARASHTRA_SHOP);
    expect((await vendorPost(SETTINGS)).body.settings).toEqual(MAHARASHTRA_SHOP);
  });

  it('when the GSTIN is of another state, malformed, or the state unknown, then the answer is 400 and nothing changes', async () => {
    await vendorPost(`${SETTINGS}/update`, MAHARASHTRA_SHOP);
    const bad = [
      { ...MAHARASHTRA_SHOP, stateCode: '29' },
      { ...MAHARASHTRA_SHOP, gstin: '27AAPFU0939F1ZW' },
      { ...MAHARASHTRA_SHOP, gstin: 'ABC' },
      { ...MAHARASHTRA_SHOP, stateCode: '99', gstin: '' },
      { ...MAHARASHTRA_SHOP, invoicePrefix: 'V/S' },
    ];
    for (const body of bad) {
      const res = await vendorPost(`${SETTINGS}/update`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await vendorPost(SETTINGS)).body.settings).toEqual(MAHARASHTRA_SHOP);
  });

  it('when a shopper calls the settings, then it is refused', async () => {
    expect((await post(shop.app, SETTINGS, shop.shopper.token)).status).toBe(403);
  });

  it('when the owner sets a category’s HSN and rate and a product’s override, then they are listed and read back', async () => {
    const set = await vendorPost(`${SETTINGS}/categoryTax`, {
      categoryId: shop.tree.category.id,
      hsnCode: '6109',
      gstRate: 12,
    });
    expect(set.status).toBe(200);
    expect(set.body.categories).toEqual([
      { _id: shop.tree.category.id, name: 'Men', hsnCode: '6109', gstRate: 12 },
    ]);
    const product = await vendorPost(`${SETTINGS}/productTax/update`, {
      productId: shop.belt.id,
      hsnCode: '4203',
      gstRate: 18,
    });
    expect(product.body).toEqual({
      hsnCode: '4203',
      gstRate: 18,
      category: { hsnCode: '6109', gstRate: 12 },
    });
    const bad = await vendorPost(`${SETTINGS}/categoryTax`, {
      categoryId: shop.tree.category.id,
      hsnCode: '61',
      gstRate: 12,
    });
    expect(bad.status).toBe(400);
    expect(
      (await vendorPost(`${SETTINGS}/categoryTax`, { categoryId: 9999, hsnCode: '', gstRate: 5 }))
        .status,
    ).toBe(404);
  });
});

describe('invoice numbers', () => {
  it('when orders are placed (cash on delivery or paid online), then each gets the next number of this financial year; a checkout alone gets none', async () => {
    await vendorPost(`${SETTINGS}/update`, MAHARASHTRA_SHOP);
    const first = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const second = await placedOrder(shop, shop.shopper, [teeLine(shop, 0, 1)]);
    const other = await createCustomer(database.db);
    await post(shop.app, `${CART}/set`, other.token, { cart: [beltLine(shop)] });
    const pending = (await post(shop.app, `${ORDER}/checkout`, other.token, {})).body.orderId;

    expect((await orderRow(database.db, first)).invoiceNumber).toBe(`VS/${fy}/000001`);
    expect((await orderRow(database.db, second)).invoiceNumber).toBe(`VS/${fy}/000002`);
    expect((await orderRow(database.db, pending)).invoiceNumber).toBeNull();
  });

  it('when the prefix changes, then the new prefix starts its own series', async () => {
    await codOrder(shop, shop.shopper, [beltLine(shop)]);
    await vendorPost(`${SETTINGS}/update`, { ...MAHARASHTRA_SHOP, invoicePrefix: 'VT' });
    const next = await placedOrder(shop, shop.shopper, [teeLine(shop, 0, 1)]);
    expect((await orderRow(database.db, next)).invoiceNumber).toBe(`VT/${fy}/000001`);
  });

  it('when orders are placed on 31 March 23:59 and 1 April 00:00 (India), then the second starts the new year’s series at 000001', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push(await codOrder(shop, await createCustomer(database.db), [beltLine(shop)]));
    // Re-issue on the rows directly at chosen times (the placement path above used today).
    await database.db.delete(documentSeries);
    const times = [
      new Date('2027-03-31T23:58:00+05:30'),
      new Date('2027-03-31T23:59:59+05:30'),
      new Date('2027-04-01T00:00:00+05:30'),
    ];
    const numbers = [];
    for (const [i, at] of times.entries()) {
      const row = await orderRow(database.db, codes[i]!);
      numbers.push(await transact(database.db, (tx) => issueInvoice(tx, row, at)));
    }
    expect(numbers).toEqual(['VS/2026-27/000001', 'VS/2026-27/000002', 'VS/2027-28/000001']);
  });
});

describe('the tax invoice', () => {
  beforeEach(async () => {
    await vendorPost(`${SETTINGS}/update`, MAHARASHTRA_SHOP);
    await database.db
      .update(categories)
      .set({ hsnCode: '6109', gstRateBp: 500 })
      .where(eq(categories.id, shop.tree.category.id));
    await database.db
      .update(products)
      .set({ hsnCode: '4203', gstRateBp: 1200 })
      .where(eq(products.id, shop.belt.id));
  });

  it('when the buyer is in the seller’s state, then lines carry HSN, taxable value and CGST+SGST, and the totals equal the amount charged', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 1), teeLine(shop, 0, 2)], {
      ...ADDRESS,
      state: '27',
    });
    const res = await post(shop.app, `${ORDER}/invoice`, shop.shopper.token, { orderId });
    expect(res.status).toBe(200);
    const invoice = res.body.invoice;
    expect(invoice).toMatchObject({
      orderId,
      invoiceNumber: `VS/${fy}/000001`,
      seller: {
        legalName: 'Vastra Retail LLP',
        gstin: '27AAPFU0939F1ZV',
        state: { code: '27', name: 'Maharashtra' },
      },
      buyer: { name: 'Asha Verma', state: { code: '27', name: 'Maharashtra' } },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      placeOfSupplyAssumed: false,
      intraState: true,
      creditNote: null,
    });
    // Belt ₹599 at 12 %: 53482 + 3209 + 3209. Tee 2 × ₹499 = ₹998 at 5 %: 95048 + 2376 + 2376.
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        name: 'Leather Belt',
        hsnCode: '4203',
        gstRate: 12,
        quantity: 1,
        amount: 599,
        taxableValue: 534.82,
        cgst: 32.09,
        sgst: 32.09,
        igst: 0,
      }),
      expect.objectContaining({
        name: 'Classic Tee',
        hsnCode: '6109',
        gstRate: 5,
        quantity: 2,
        amount: 998,
        taxableValue: 950.48,
        cgst: 23.76,
        sgst: 23.76,
        igst: 0,
      }),
    ]);
    expect(invoice.totals).toEqual({
      taxableValue: 1485.3,
      cgst: 55.85,
      sgst: 55.85,
      igst: 0,
      tax: 111.7,
      amount: 1597,
    });
    expect((await orderRow(database.db, orderId)).amountPaise).toBe(159_700);
  });

  it('when the buyer is in another state, then the tax is IGST', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 1)], {
      ...ADDRESS,
      state: '29',
    });
    const { invoice } = (await vendorPost(`${VENDOR_ORDER}/invoice`, { orderId })).body;
    expect(invoice).toMatchObject({
      intraState: false,
      placeOfSupply: { code: '29', name: 'Karnataka' },
    });
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 534.82, cgst: 0, sgst: 0, igst: 64.18 });
    expect(invoice.totals).toMatchObject({ igst: 64.18, amount: 599 });
  });

  it('when the address has no state, then the supply is taken as intra-state and says so', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 1)]);
    const { invoice } = (await vendorPost(`${VENDOR_ORDER}/invoice`, { orderId })).body;
    expect(invoice).toMatchObject({
      intraState: true,
      placeOfSupplyAssumed: true,
      placeOfSupply: { code: '27' },
    });
  });

  it('when many orders are taxed at once for a report, then each is taxed as its invoice, a batch at a time with one statement text', async () => {
    const placed = [
      await codOrder(shop, shop.shopper, [beltLine(shop, 1), teeLine(shop, 0, 2)], {
        ...ADDRESS,
        state: '27',
      }),
      await codOrder(shop, shop.shopper, [teeLine(shop, 1, 1)], { ...ADDRESS, state: '29' }),
      await placedOrder(shop, shop.shopper, [beltLine(shop, 2)]),
      await placedOrder(shop, shop.shopper, [teeLine(shop, 0, 1), beltLine(shop, 1)]),
    ];
    const { orderId: unplaced } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 1)]);
    const asked = [placed[0]!, unplaced, 'no-such-"order",{x}', ...placed.slice(1)];
    const seller = await readShopSettings(database.db);
    const before = database.queries.length;

    const taxes = await createInvoicesService(database.db, { taxBatch: 4 }).taxOfOrders(asked);
    const read = database.queries.slice(before).filter((q) => /from "orders"/.test(q));

    // Each placed order as its invoice computes it, from the whole order and its lines.
    expect([...taxes.keys()].sort()).toEqual([...placed].sort());
    for (const code of placed) {
      const order = await orderRow(database.db, code);
      expect(taxes.get(code)).toEqual({
        invoiceNumber: order.invoiceNumber,
        tax: computeOrderTax(order, await itemsOf(database.db, [order.id]), seller),
      });
    }
    expect(taxes.get(placed[0]!)!.tax.lines.map((line) => line.name)).toEqual([
      'Leather Belt',
      'Classic Tee',
    ]);
    // Six codes in batches of four: two reads of orders (four codes, then two), one text for both.
    expect(read).toHaveLength(2);
    expect(new Set(read).size).toBe(1);
  });

  it('when the product’s rate changes after the order, then the invoice keeps the rate it was issued with', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 1)]);
    await database.db
      .update(products)
      .set({ gstRateBp: 1800 })
      .where(eq(products.id, shop.belt.id));
    const { invoice } = (await vendorPost(`${VENDOR_ORDER}/invoice`, { orderId })).body;
    expect(invoice.lines[0].gstRate).toBe(12);
  });

  it('when another shopper asks for the invoice, or the order is not placed, then it is 404', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 1)]);
    const other = await createCustomer(database.db);
    expect((await post(shop.app, `${ORDER}/invoice`, other.token, { orderId })).status).toBe(404);
    expect((await post(shop.app, `${ORDER}/invoice/pdf`, other.token, { orderId })).status).toBe(
      404,
    );
    await post(shop.app, `${CART}/set`, other.token, { cart: [beltLine(shop)] });
    const pending = (await post(shop.app, `${ORDER}/checkout`, other.token, {})).body.orderId;
    expect((await vendorPost(`${VENDOR_ORDER}/invoice`, { orderId: pending })).status).toBe(404);
    expect(
      (await post(shop.app, `${VENDOR_ORDER}/invoice`, shop.shopper.token, { orderId })).status,
    ).toBe(403);
  });

  it('when the PDF is downloaded by either side, then it is a PDF attachment whose text carries the invoice’s numbers', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 1), teeLine(shop, 0, 2)], {
      ...ADDRESS,
      state: '29',
    });
    const customer = await post(shop.app, `${ORDER}/invoice/pdf`, shop.shopper.token, { orderId })
      .buffer(true)
      .parse(binary);
    expect(customer.status).toBe(200);
    expect(customer.headers['content-type']).toBe('application/pdf');
    expect(customer.headers['content-disposition']).toBe(
      `attachment; filename="invoice-VS-${fy}-000001.pdf"`,
    );
    expect((customer.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const vendor = await vendorPost(`${VENDOR_ORDER}/invoice/pdf`, { orderId })
      .buffer(true)
      .parse(binary);
    expect(vendor.status).toBe(200);

    // The same document uncompressed, to read its text back.
    const { invoice } = (await vendorPost(`${VENDOR_ORDER}/invoice`, { orderId })).body;
    const text = pdfText(await invoicePdf(invoice, { compress: false }));
    for (const expected of [
      'TAX INVOICE',
      `Invoice No: VS/${fy}/000001`,
      'Vastra Retail LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Karnataka (29)',
      '4203',
      '6109',
      'Rs. 534.82',
      'Rs. 64.18',
      'Rs. 950.48',
      'Rs. 47.52',
      'Rs. 1,485.30',
      'IGST: Rs. 111.70',
      'Invoice total (tax included): Rs. 1,597.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
  });
});

describe('credit notes', () => {
  it('when the owner cancels a placed order, then it gets the next credit note number once, also after reopening and canceling again', async () => {
    const a = await codOrder(shop, shop.shopper, [beltLine(shop, 1)]);
    const b = await placedOrder(shop, shop.shopper, [teeLine(shop, 0, 1)]);
    const cancel = (orderId: string, orderStatus: number) =>
      vendorPost(`${VENDOR_ORDER}/changeStatus`, {
        userId: shop.shopper.id,
        orders: [{ orderId, orderStatus }],
      });
    expect((await cancel(b, 5)).status).toBe(200);
    expect((await cancel(a, 5)).status).toBe(200);
    expect((await orderRow(database.db, b)).creditNoteNumber).toBe(`VS-CN/${fy}/000001`);
    expect((await orderRow(database.db, a)).creditNoteNumber).toBe(`VS-CN/${fy}/000002`);

    await cancel(a, 1);
    await cancel(a, 5);
    expect((await orderRow(database.db, a)).creditNoteNumber).toBe(`VS-CN/${fy}/000002`);
    const { invoice } = (await vendorPost(`${VENDOR_ORDER}/invoice`, { orderId: a })).body;
    expect(invoice.creditNote).toEqual({ number: `VS-CN/${fy}/000002`, date: expect.any(String) });
    expect(
      await database.db.$count(orders, eq(orders.creditNoteNumber, `VS-CN/${fy}/000002`)),
    ).toBe(1);
  });
});

/** supertest's parser for a binary answer: the body as one Buffer. */
function binary(res: unknown, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
