import { eq, sql } from 'drizzle-orm';
import {
  createCategoryTree,
  createSimpleProduct,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { productImages, products, variants } from '../../db/schema/catalog';
import { cardColumns, toCard, type CardRow } from './product-cards';

// products.card_json is the shopper's card shaped by the database (migration 0017); lists send it
// as it is. It must be what toCard shapes from the same row, byte for byte: the same keys in the
// same order, the same numbers written the same way, the same escapes, and every character
// beyond ASCII written as its escape (migration 0020), as asciiJson writes it.

/** JSON text with every UTF-16 unit beyond ASCII as its escape (\u2014; an emoji as its pair). */
function asciiJson(text: string): string {
  return text.replace(
    /[\u0080-\uffff]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

/** Every product's card_json next to toCard's JSON of the same row. */
async function bothCards() {
  const result = await database.db.execute(
    sql`select ${cardColumns}, p.card_json from products p order by p.id`,
  );
  return rowsOf<CardRow & { card_json: string }>(result).map((row) => ({
    database: row.card_json,
    node: asciiJson(JSON.stringify(toCard(row, false))),
  }));
}

async function expectSameCards() {
  const cards = await bothCards();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card.database).toBe(card.node);
  return cards;
}

it('when products of every kind are written, then the database shapes each card as toCard does', async () => {
  const db = database.db;
  const tree = await createCategoryTree(db, { category: 'Women', sub: 'Kurtas' });
  // Simple products: below the MRP, at it, above it, without an MRP, without a price, sold out.
  await createSimpleProduct(db, tree, { name: 'Plain', pricePaise: 59900, mrpPaise: 99900 });
  await createSimpleProduct(db, tree, { name: 'At MRP', pricePaise: 99900, mrpPaise: 99900 });
  await createSimpleProduct(db, tree, { name: 'Over MRP', pricePaise: 99950, mrpPaise: 99900 });
  await createSimpleProduct(db, tree, { name: 'No MRP', pricePaise: 12345, mrpPaise: null });
  await createSimpleProduct(db, tree, { name: 'No price', pricePaise: null, stock: 0 });
  // A discount whose float has every digit, and odd paise; discounts of a paisa on big prices,
  // whose floats JavaScript and PostgreSQL write differently (0.00005 and 0.000001).
  await createSimpleProduct(db, tree, { name: 'Thirds', pricePaise: 200001, mrpPaise: 300001 });
  await createSimpleProduct(db, tree, { name: 'Tiny', pricePaise: 1999999, mrpPaise: 2000000 });
  await createVariableProduct(db, tree, [
    { size: 'M', colour: 'Red', price: 99999999, mrp: 100000000, stock: 1 },
  ]);
  // Text that needs escaping in JSON, and text that must not be escaped.
  await createSimpleProduct(db, tree, {
    name: 'Quote " back\\slash\nnew line\ttab \u0001 control',
    brand: 'देसी ठाठ 👗 </script> \u2028',
  });
  // Variable products: unpriced variants (left out), equal cheapest prices (the lower id wins),
  // no MRP anywhere, every variant unpriced, all sold out.
  await createVariableProduct(db, tree, [
    { size: 'M', colour: 'Red', price: 69900, mrp: 99900, stock: 0 },
    { size: 'L', colour: 'Blue', price: 49900, mrp: null, stock: 4 },
    { size: 'S', colour: 'Red', price: null, mrp: 59900, stock: 9 },
    { size: 'XL', colour: 'Blue', price: 49900, mrp: 89900, stock: 1 },
  ]);
  await createVariableProduct(db, tree, [
    { size: 'M', colour: 'Red', price: 10001, mrp: null, stock: 2 },
  ]);
  await createVariableProduct(db, tree, [
    { size: 'M', colour: 'Red', price: null, mrp: null, stock: 2 },
  ]);
  await createVariableProduct(db, tree, [
    { size: 'M', colour: 'Red', price: 79900, mrp: 79901, stock: 0 },
    { size: 'L', colour: 'Red', price: 33333, mrp: 99999, stock: 0 },
  ]);
  // A variable product without variants, and one without images.
  await createVariableProduct(db, tree, []);
  const bare = await createSimpleProduct(db, tree, { name: 'No images' });
  await db.delete(productImages).where(eq(productImages.productId, bare.id));
  // Ratings whose average and half-star sum have long floats (rateSum rounds halves up).
  const rated = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const ratings: [number, number][] = [
    [4.333333333333333, 3],
    [2.75, 2],
    [3.5, 1],
    [1.2, 5],
    [4.1, 7],
    [0, 0],
  ];
  for (const [index, id] of rated.entries()) {
    const [avg, count] = ratings[index % ratings.length]!;
    await db
      .update(products)
      .set({ ratingAvg: avg, ratingCount: count })
      .where(eq(products.id, id));
  }
  const cards = await expectSameCards();
  expect(cards.length).toBe(15);
});

it('when stock, prices, images, ratings or the status change, then the card follows', async () => {
  const db = database.db;
  const tree = await createCategoryTree(db, { category: 'Men', sub: 'Tees' });
  const tee = await createVariableProduct(db, tree, [
    { size: 'M', colour: 'Red', price: 69900, mrp: 99900, stock: 3 },
    { size: 'L', colour: 'Blue', price: 49900, mrp: null, stock: 4 },
  ]);
  const belt = await createSimpleProduct(db, tree, { stock: 5 });
  const before = await expectSameCards();

  await db.update(variants).set({ stock: 0 }).where(eq(variants.productId, tee.product.id));
  await db
    .update(variants)
    .set({ pricePaise: 29900, mrpPaise: 39900 })
    .where(eq(variants.id, tee.variants[1]!.id));
  await db.update(products).set({ stock: 2, status: 0 }).where(eq(products.id, belt.id));
  await db
    .insert(productImages)
    .values({ productId: belt.id, role: 'gallery', url: '/uploads/belt-side.jpg' });
  await db
    .update(products)
    .set({ ratingAvg: 4.5, ratingCount: 2 })
    .where(eq(products.id, tee.product.id));
  const after = await expectSameCards();
  expect(after).not.toEqual(before);
  const teeCard = JSON.parse(after[0]!.database) as { inStock: boolean; productPricing: object };
  expect(teeCard).toMatchObject({ inStock: false, productPricing: { price: 299, mrp: 399 } });
  const beltCard = JSON.parse(after[1]!.database) as object;
  expect(beltCard).toMatchObject({
    itemQty: 2,
    productStatus: 0,
    hoverImage: '/uploads/belt-side.jpg',
  });
});

it('json_ascii writes every character beyond ASCII as its JSON escape, and ASCII as it is', async () => {
  const texts = [
    '{"name":"Kurta \u2014 Blue","price":499}',
    JSON.stringify({ brand: 'देसी ठाठ 👗 é ₹ \u2028', quote: '" \\ \n \u0001' }),
    '{"plain":"ascii only, \\u2014 kept as written"}',
    '[]',
  ];
  const list = sql.join(
    texts.map((text) => sql`(${text}::text)`),
    sql`, `,
  );
  const result = await database.db.execute(
    sql`select json_ascii(t) as text from (values ${list}) v(t)`,
  );
  const written = rowsOf<{ text: string }>(result).map((row) => row.text);
  expect(written).toEqual(texts.map(asciiJson));
  for (const [index, text] of written.entries()) {
    expect(text).toMatch(/^[ -~]*$/);
    expect(JSON.parse(text)).toEqual(JSON.parse(texts[index]!));
  }
  expect(written[1]).toContain('\\ud83d\\udc57');
  expect(written[2]).toBe(texts[2]);
});

it('js_number writes a float as JSON.stringify does', async () => {
  const values = [
    0, -0.5, 0.01, 12.5, 33.333333333333336, 99.99, 1e-4, 5e-5, 1.2345e-5, 1e-6, 9.99e-7, 5e-7,
    1.5e-7, 1e-20, 123456789.123, 1e14, 1e15, 1.2345e15, 1234567890123456.8, 1e20, 1.5e20, 1e21,
    -1.2345e-5, -1e15,
  ];
  const list = sql.join(
    // Written out, as the shortest text of each: a parameter could arrive rounded.
    values.map((value) => sql.raw(`('${String(value)}'::float8)`)),
    sql`, `,
  );
  const result = await database.db.execute(
    sql`select js_number(x)::text as text from (values ${list}) v(x)`,
  );
  expect(rowsOf<{ text: string }>(result).map((row) => row.text)).toEqual(
    values.map((value) => JSON.stringify(value)),
  );
});
