import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { createCategoryTree, createVariableProduct } from '../../../test/catalog-factory';
import { createTestApp } from '../../../test/test-app';
import { databasePerFile } from '../../../test/test-db';
import { MAX_PRICE_FILTER_RUPEES } from '../../contracts/products';
import { rowsOf } from '../../db/client';
import {
  attributes,
  attributeValues,
  products,
  variantAttributeValues,
  variants,
} from '../../db/schema/catalog';
import { seedDemoData } from '../../db/seed/seed-demo';

// product_facets (migration 0025) keeps, for each product with priced variants, what the filter
// counts read of them, and variant_facets (migration 0026) what the filters check of each priced
// variant: both must hold exactly what the variants say after any write, and the lists and
// counts read from them must be those that the variants themselves give.

const database = databasePerFile();

interface Facets {
  product_id: number;
  value_ids: number[];
  key_ids: number[];
  max_discount: number;
  min_discount: number;
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
      sql`select product_id, value_ids, key_ids, max_discount, min_discount, prices
        from product_facets`,
    ),
  );
  const expected = rowsOf<Facets>(
    await database.db.execute(sql`select * from product_facets_of(array(select id from products))`),
  );
  expect(comparable(stored)).toEqual(comparable(expected));
  const byVariant = (query: ReturnType<typeof sql>) =>
    database.db.execute(query).then((result) =>
      rowsOf<{ variant_id: number; price_paise: number | string }>(result)
        .map((row) => ({ ...row, price_paise: Number(row.price_paise) }))
        .sort((a, b) => a.variant_id - b.variant_id),
    );
  expect(
    await byVariant(
      sql`select product_id, variant_id, value_ids, price_paise, discount from variant_facets`,
    ),
  ).toEqual(await byVariant(sql`select * from variant_facets_of(array(select id from products))`));
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
  // The unpriced L is not counted: two sizes, two colours, 50 % off at most (and the M at full
  // price), two prices.
  expect(teeRow.value_ids).toHaveLength(4);
  expect(teeRow).toMatchObject({ max_discount: 50, min_discount: 0, prices: [49900, 59900] });
  const sale = await createVariableProduct(db, tree, [
    { size: 'S', colour: 'Red', price: 80000, mrp: 100000 },
    { size: 'M', colour: 'Red', price: 60000, mrp: 100000 },
  ]);
  const saleRow = () =>
    expectFacetsUpToDate().then((all) => all.find((row) => row.product_id === sale.product.id));
  expect(await saleRow()).toMatchObject({ max_discount: 40, min_discount: 20 });
  await db.update(variants).set({ mrpPaise: 60000 }).where(eq(variants.id, sale.variants[1]!.id));
  expect(await saleRow()).toMatchObject({ max_discount: 20, min_discount: 0 });
  await db.delete(products).where(eq(products.id, sale.product.id));
  const teeVariants = rowsOf<{ value_ids: number[]; discount: number }>(
    await db.execute(
      sql`select value_ids, discount from variant_facets where product_id = ${tee.product.id} order by price_paise`,
    ),
  );
  expect(teeVariants.map((row) => [row.value_ids.length, row.discount])).toEqual([
    [2, 50],
    [2, 0],
  ]);

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

interface Variant {
  productId: number;
  sizes: string[];
  colours: string[];
  price: number;
  discount: number;
}
interface Picks {
  sizes?: string[];
  colours?: string[];
  minDiscount?: number;
  priceRange?: [number | null, number | null];
}

/** Every priced variant (and each simple product, as one with no values) as the filters see it. */
async function everyVariant(): Promise<Variant[]> {
  const rows = rowsOf<{
    product_id: number;
    values: { value: string; colour: boolean }[] | null;
    price: number | string;
    mrp: number | string | null;
  }>(
    await database.db.execute(sql`
      select v.product_id, v.price_paise as price, v.mrp_paise as mrp,
        (select json_agg(json_build_object('value', av.value, 'colour', attribute_is_colour(a.name)))
          from variant_attribute_values x
          join attribute_values av on av.id = x.attribute_value_id
          join attributes a on a.id = x.attribute_id
          where x.variant_id = v.id) as values
      from variants v join products p on p.id = v.product_id
      where p.type = 1 and v.price_paise is not null
      union all
      select id, price_paise, mrp_paise, null from products where type = 0`),
  );
  return rows.map((row) => {
    const price = Number(row.price);
    const mrp = Number(row.mrp ?? 0);
    return {
      productId: row.product_id,
      sizes: (row.values ?? []).filter((v) => !v.colour).map((v) => v.value),
      colours: (row.values ?? []).filter((v) => v.colour).map((v) => v.value),
      price,
      discount: mrp > 0 && mrp > price ? Math.floor(((mrp - price) * 100) / mrp) : 0,
    };
  });
}

/** Whether a variant meets the picks, leaving out one facet's own. */
function meets(variant: Variant, picks: Picks, except?: string): boolean {
  const [min, max] = picks.priceRange ?? [null, null];
  return (
    (except === 'size' ||
      !picks.sizes?.length ||
      picks.sizes.some((v) => variant.sizes.includes(v))) &&
    (except === 'colour' ||
      !picks.colours?.length ||
      picks.colours.some((v) => variant.colours.includes(v))) &&
    (except === 'discount' || variant.discount >= (picks.minDiscount ?? 0)) &&
    (except === 'price' ||
      ((min === null || variant.price >= min * 100) &&
        (max === null || variant.price <= max * 100)))
  );
}

/** The products among `listed` with a variant meeting `picks` (leaving out `except`'s). */
const productsMeeting = (variants: Variant[], listed: Set<number>, picks: Picks, except?: string) =>
  new Set(
    variants
      .filter((v) => listed.has(v.productId) && meets(v, picks, except))
      .map((v) => v.productId),
  );

it('when sizes, colours, a discount and a price are picked, then the lists and counts are those the variants give', async () => {
  await seedDemoData(database.db, { products: 300, seed: 5 });
  await expectFacetsUpToDate();
  const api = request(createTestApp(database.db));
  const variants = await everyVariant();
  const pages = async (body: Record<string, unknown>) => {
    const ids: number[] = [];
    for (let count = 1; ; count++) {
      const page = await api
        .post('/api/vendor/product/156/product/get/category')
        .send({ ...body, count, limit: 60 });
      expect(page.status).toBe(200);
      const cards = page.body.myCollection.myProducts as { _id: number }[];
      ids.push(...cards.map((card) => card._id));
      if (cards.length < 60) return ids;
    }
  };
  const categories = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from categories order by id`),
  );
  let listedSomething = 0;
  for (const { id: category } of categories) {
    const listed = new Set(await pages({ category }));
    const inList = variants.filter((v) => listed.has(v.productId));
    const sizes = [...new Set(inList.flatMap((v) => v.sizes))].sort();
    const colours = [...new Set(inList.flatMap((v) => v.colours))].sort();
    const picksOf: Picks[] = [
      {},
      { sizes: sizes.slice(0, 1) },
      { colours: colours.slice(0, 2) },
      { sizes: sizes.slice(1, 3), colours: colours.slice(0, 1) },
      { minDiscount: 30 },
      { priceRange: [500, 1500] },
      { sizes: sizes.slice(0, 2), minDiscount: 20, priceRange: [null, 2000] },
    ];
    for (const picks of picksOf) {
      const body = { category, ...picks };
      const shown = await pages(body);
      const expected = productsMeeting(variants, listed, picks);
      expect([body, [...shown].sort()]).toEqual([body, [...expected].sort()]);
      listedSomething += shown.length;

      const facets = await api.post('/api/user/facets').send(body);
      expect(facets.status).toBe(200);
      const countOf = (except: string, test: (v: Variant) => boolean) =>
        productsMeeting(variants.filter(test), listed, picks, except).size;
      // Values with no product are not listed, unless picked (so they can be cleared).
      const valuesCounted = (facet: 'size' | 'colour') => {
        const valuesOf = (v: Variant) => (facet === 'size' ? v.sizes : v.colours);
        const picked = (facet === 'size' ? picks.sizes : picks.colours) ?? [];
        const counts = [...new Set(inList.flatMap(valuesOf))].map(
          (value) => [value, countOf(facet, (v) => valuesOf(v).includes(value))] as const,
        );
        return Object.fromEntries(
          counts.filter(([value, count]) => count > 0 || picked.includes(value)),
        );
      };
      const given = facets.body as {
        sizes: { value: string; count: number }[];
        colours: { value: string; count: number }[];
        discounts: { value: number; count: number }[];
        prices: { min: number | null; max: number | null; count: number }[];
      };
      const asObject = (rows: { value: string; count: number }[]) =>
        Object.fromEntries(rows.map((row) => [row.value, row.count]));
      expect([body, asObject(given.sizes)]).toEqual([body, valuesCounted('size')]);
      expect([body, asObject(given.colours)]).toEqual([body, valuesCounted('colour')]);
      for (const { value, count } of given.discounts)
        expect([body, value, count]).toEqual([
          body,
          value,
          countOf('discount', (v) => v.discount >= value),
        ]);
      for (const { min, max, count } of given.prices)
        expect([body, min, count]).toEqual([
          body,
          min,
          countOf(
            'price',
            (v) => v.price >= (min ?? 0) * 100 && (max === null || v.price <= max * 100),
          ),
        ]);
    }
  }
  expect(listedSomething).toBeGreaterThan(50);
}, 120_000);

/**
 * value_keys (migrations 0028, 0033), and the rows worked out again from the attributes' values:
 * a key is the lowest id among the values of its name. Each row says too whether another value
 * has its key (`shared`).
 */
async function expectValueKeysUpToDate() {
  const stored = await database.db.execute(
    sql`select id, value, position, colour, key from value_keys order by id`,
  );
  const expected = await database.db.execute(sql`
    select av.id, av.value, av.position, attribute_is_colour(a.name) as colour,
      min(av.id) over (partition by attribute_is_colour(a.name), av.value) as key
    from attribute_values av join attributes a on a.id = av.attribute_id order by av.id`);
  expect(rowsOf(stored)).toEqual(rowsOf(expected));
  const keys = rowsOf<{ id: number; value: string; colour: boolean; key: number }>(stored);
  return keys.map((row) => ({
    ...row,
    shared: keys.some((other) => other.id !== row.id && other.key === row.key),
  }));
}

it('when the owner adds, renames, moves and deletes attributes and values, then the keys the counts read follow', async () => {
  const db = database.db;
  const [size, kurtaSize, shade] = await db
    .insert(attributes)
    .values([{ name: 'Size' }, { name: 'Kurta Size' }, { name: 'Shade' }])
    .returning();
  await db.insert(attributeValues).values([
    { attributeId: size!.id, value: 'M', position: 1 },
    { attributeId: size!.id, value: 'L', position: 2 },
    { attributeId: kurtaSize!.id, value: 'M', position: 1 },
    { attributeId: shade!.id, value: 'Red', position: 1 },
  ]);
  let keys = await expectValueKeysUpToDate();
  // "M" of Size and of Kurta Size share a key; "Shade" is no colour attribute's name yet.
  expect(keys.filter((row) => row.value === 'M').map((row) => row.shared)).toEqual([true, true]);
  expect(keys.some((row) => row.colour)).toBe(false);

  await db.update(attributes).set({ name: 'Colour' }).where(eq(attributes.id, shade!.id));
  keys = await expectValueKeysUpToDate();
  expect(keys.find((row) => row.value === 'Red')?.colour).toBe(true);

  await db
    .update(attributeValues)
    .set({ value: 'XL', position: 3 })
    .where(eq(attributeValues.attributeId, kurtaSize!.id));
  keys = await expectValueKeysUpToDate();
  expect(keys.find((row) => row.value === 'M')?.shared).toBe(false);

  await db.delete(attributeValues).where(eq(attributeValues.value, 'L'));
  await db.delete(attributes).where(eq(attributes.id, size!.id));
  keys = await expectValueKeysUpToDate();
  expect(keys.map((row) => row.value).sort()).toEqual(['Red', 'XL']);
});

it('when the owner renames values and attributes that products have, then their keys and the counts follow the names', async () => {
  const db = database.db;
  const tree = await createCategoryTree(db, { category: 'Men', sub: 'Topwear' });
  // Each product has a Size and a Colour attribute of its own: the tee's M is the lowest id of
  // the two Ms, so the key both share.
  const tee = await createVariableProduct(db, tree, [
    { size: 'S', colour: 'Red' },
    { size: 'M', colour: 'Blue' },
  ]);
  const shirt = await createVariableProduct(db, tree, [{ size: 'M', colour: 'Red' }], {
    name: 'Oxford Shirt',
  });
  // The writes below go to the database, not through the owner's API, which would drop the
  // cached counts: each count asks an app of its own.
  const counts = async () => {
    const { body } = await request(createTestApp(database.db)).post('/api/user/facets').send({
      category: tree.category.id,
      subCategory: -1,
      sizes: [],
      colours: [],
      minDiscount: 0,
      priceRange: null,
    });
    const listed = (rows: { value: string; count: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.value, row.count]));
    return { sizes: listed(body.sizes), colours: listed(body.colours) };
  };
  const keys = await expectValueKeysUpToDate();
  await expectFacetsUpToDate();
  const teeM = tee.attrs.sizeValues.find((v) => v.value === 'M')!;
  expect(keys.find((row) => row.id === teeM.id)?.shared).toBe(true);
  expect(await counts()).toEqual({ sizes: { S: 1, M: 2 }, colours: { Red: 2, Blue: 1 } });

  // The tee's M becomes an L: the shirt's M is now the lowest id of its name, its key another.
  await db.update(attributeValues).set({ value: 'L' }).where(eq(attributeValues.id, teeM.id));
  await expectValueKeysUpToDate();
  await expectFacetsUpToDate();
  expect(await counts()).toEqual({ sizes: { S: 1, M: 1, L: 1 }, colours: { Red: 2, Blue: 1 } });

  // A value of a name the products have, added and deleted: no product's keys change.
  const [extra] = await db
    .insert(attributeValues)
    .values({ attributeId: shirt.attrs.size.id, value: 'L', position: 9 })
    .returning();
  await expectFacetsUpToDate();
  await db.delete(attributeValues).where(eq(attributeValues.id, extra!.id));
  await expectFacetsUpToDate();

  // The tee's colours become sizes when its attribute is no longer named as colours are.
  await db.update(attributes).set({ name: 'Fit' }).where(eq(attributes.id, tee.attrs.colour.id));
  await expectValueKeysUpToDate();
  await expectFacetsUpToDate();
  expect(await counts()).toEqual({
    sizes: { S: 1, M: 1, L: 1, Red: 1, Blue: 1 },
    colours: { Red: 1 },
  });
  // And the other way, with a product written since.
  await db.update(attributes).set({ name: 'Colour' }).where(eq(attributes.id, tee.attrs.colour.id));
  await db.delete(variants).where(eq(variants.id, tee.variants[0]!.id));
  await expectFacetsUpToDate();
  expect(await counts()).toEqual({ sizes: { M: 1, L: 1 }, colours: { Red: 1, Blue: 1 } });
});
