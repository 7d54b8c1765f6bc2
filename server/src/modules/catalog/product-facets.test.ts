import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createCategoryTree, createVariableProduct } from '../../../test/catalog-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { MAX_PRICE_FILTER_RUPEES } from '../../contracts/products';
import { rowsOf } from '../../db/client';
import { products, variantAttributeValues, variants } from '../../db/schema/catalog';
import { seedDemoData } from '../../db/seed/seed-demo';

// product_facets (migration 0025) keeps, for each product with priced variants, what the filter
// counts read of them: it must hold exactly what its variants say after any write, and the counts
// read from it must be those that reading every variant gives.

const database = databasePerFile();

interface Facets {
  product_id: number;
  value_ids: number[];
  max_discount: number;
  prices: (number | string)[];
}

const comparable = (rows: Facets[]) =>
  rows
    .map((row) => ({ ...row, prices: row.prices.map(Number) }))
    .sort((a, b) => a.product_id - b.product_id);

/** The table's rows, and the rows worked out again from every product's variants. */
async function expectFacetsUpToDate() {
  const stored = rowsOf<Facets>(
    await database.db.execute(
      sql`select product_id, value_ids, max_discount, prices from product_facets`,
    ),
  );
  const expected = rowsOf<Facets>(
    await database.db.execute(sql`select * from product_facets_of(array(select id from products))`),
  );
  expect(comparable(stored)).toEqual(comparable(expected));
  return comparable(stored);
}

it('when variants are written, priced, given other values and deleted, then the facets follow', async () => {
  const db = database.db;
  const tree = await createCategoryTree(db, { category: 'Men', sub: 'Topwear' });
  const tee = await createVariableProduct(db, tree, [
    { size: 'S', colour: 'Red', price: 49900, mrp: 99900 },
    { size: 'M', colour: 'Blue', price: 59900, mrp: 59900 },
    { size: 'L', colour: 'Blue', price: null },
  ]);
  const shirt = await createVariableProduct(db, tree, [{ size: 'M', colour: 'Red' }], {
    name: 'Oxford Shirt',
  });
  let rows = await expectFacetsUpToDate();
  const teeRow = rows.find((row) => row.product_id === tee.product.id)!;
  // The unpriced L is not counted: two sizes, two colours, 50 % off at most, two prices.
  expect(teeRow.value_ids).toHaveLength(4);
  expect(teeRow).toMatchObject({ max_discount: 50, prices: [49900, 59900] });

  const [small, medium, large] = tee.variants;
  // A price, an MRP, a price taken away and one given; stock alone changes nothing.
  await db.update(variants).set({ pricePaise: 45000 }).where(eq(variants.id, small!.id));
  await db.update(variants).set({ mrpPaise: 90000 }).where(eq(variants.id, medium!.id));
  await db.update(variants).set({ pricePaise: 70000 }).where(eq(variants.id, large!.id));
  await db.update(variants).set({ pricePaise: null }).where(eq(variants.id, small!.id));
  await db.update(variants).set({ stock: 0 }).where(eq(variants.id, medium!.id));
  rows = await expectFacetsUpToDate();
  expect(rows.find((row) => row.product_id === tee.product.id)).toMatchObject({
    max_discount: 33,
    prices: [59900, 70000],
  });

  // Another value for a variant, a value taken off, one put back.
  const sizeL = tee.attrs.sizeValues.find((v) => v.value === 'L')!;
  await db
    .update(variantAttributeValues)
    .set({ attributeValueId: sizeL.id })
    .where(
      sql`${variantAttributeValues.variantId} = ${medium!.id} and ${variantAttributeValues.attributeId} = ${tee.attrs.size.id}`,
    );
  await expectFacetsUpToDate();
  await db.delete(variantAttributeValues).where(eq(variantAttributeValues.variantId, large!.id));
  await expectFacetsUpToDate();
  await db.insert(variantAttributeValues).values({
    variantId: large!.id,
    attributeId: tee.attrs.colour.id,
    attributeValueId: tee.attrs.colourValues[0]!.id,
  });
  await expectFacetsUpToDate();

  // A variant deleted, the last priced one unpriced, a product deleted with its variants.
  await db.delete(variants).where(eq(variants.id, large!.id));
  await expectFacetsUpToDate();
  await db.update(variants).set({ pricePaise: null }).where(eq(variants.id, medium!.id));
  rows = await expectFacetsUpToDate();
  // The tee has no priced variant left: no row.
  expect(rows.map((row) => row.product_id)).toEqual([shirt.product.id]);
  await db.delete(products).where(eq(products.id, shirt.product.id));
  expect(await expectFacetsUpToDate()).toEqual([]);
});

it('when a catalogue is loaded in bulk, then the filter counts of every list are those that reading every variant gives', async () => {
  await seedDemoData(database.db, { products: 300, seed: 3 });
  await expectFacetsUpToDate();
  const api = request(createTestApp(database.db));
  const tree = rowsOf<{ category: number; sub: number }>(
    await database.db.execute(
      sql`select category_id as category, id as sub from sub_categories order by id`,
    ),
  );
  const bodies: Record<string, unknown>[] = [
    ...[...new Set(tree.map((row) => row.category))].map((category) => ({
      category,
      subCategory: -1,
    })),
    ...tree.map(({ category, sub }) => ({ category, subCategory: sub })),
    ...['', 'shirt', 'cotton kurta', 'jeans', 'saree', 'nothing-like-this'].map((item) => ({
      item,
    })),
  ];
  let counted = 0;
  for (const body of bodies) {
    const nothingPicked = await api.post('/api/user/facets').send(body);
    // A price range that holds every price reads every variant, as a picked filter does; the
    // counts are the same.
    const everyPrice = await api
      .post('/api/user/facets')
      .send({ ...body, priceRange: [0, MAX_PRICE_FILTER_RUPEES] });
    expect(nothingPicked.status).toBe(200);
    expect([body, nothingPicked.body]).toEqual([body, everyPrice.body]);
    counted += (nothingPicked.body as { sizes: unknown[] }).sizes.length;
  }
  expect(counted).toBeGreaterThan(bodies.length);
}, 60_000);
