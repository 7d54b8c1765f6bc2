import { eq, sql } from 'drizzle-orm';
import { rowsOf } from './client';
import { databasePerFile } from '../../test/test-db';
import { createCustomer } from '../../test/factories';
import {
  attributes,
  attributeValues,
  categories,
  products,
  subCategories,
  variantAttributeValues,
  variants,
} from './schema/catalog';
import { cartItems } from './schema/commerce';
import { reviews } from './schema/content';

const database = databasePerFile();

async function catalogue() {
  const { db } = database;
  const [category] = await db.insert(categories).values({ name: 'Men' }).returning();
  const [other] = await db.insert(categories).values({ name: 'Women' }).returning();
  const [sub] = await db
    .insert(subCategories)
    .values({ name: 'T-Shirts', categoryId: category!.id })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ name: 'Tee', categoryId: category!.id, subCategoryId: sub!.id, type: 1 })
    .returning();
  return { category: category!, other: other!, sub: sub!, product: product! };
}

describe('the data model refuses bad states', () => {
  it('stock can never go below zero', async () => {
    const { product } = await catalogue();
    await expect(
      database.db.update(products).set({ stock: -1 }).where(eq(products.id, product.id)),
    ).rejects.toThrow();
    await expect(
      database.db.insert(variants).values({ productId: product.id, stock: -3 }),
    ).rejects.toThrow();
  });

  it("a product's sub-category must belong to its category", async () => {
    const { other, sub } = await catalogue();
    await expect(
      database.db
        .insert(products)
        .values({ name: 'Wrong', categoryId: other.id, subCategoryId: sub.id }),
    ).rejects.toThrow();
  });

  it('deleting a category deletes its sub-categories, products and variants', async () => {
    const { category, product } = await catalogue();
    await database.db.insert(variants).values({ productId: product.id, pricePaise: 49900 });
    await database.db.delete(categories).where(eq(categories.id, category.id));
    expect(await database.db.$count(subCategories)).toBe(0);
    expect(await database.db.$count(products)).toBe(0);
    expect(await database.db.$count(variants)).toBe(0);
  });

  it('an attribute value used by a variant cannot be deleted', async () => {
    const { product } = await catalogue();
    const [size] = await database.db.insert(attributes).values({ name: 'Size' }).returning();
    const [medium] = await database.db
      .insert(attributeValues)
      .values({ attributeId: size!.id, value: 'M' })
      .returning();
    const [variant] = await database.db
      .insert(variants)
      .values({ productId: product.id })
      .returning();
    await database.db
      .insert(variantAttributeValues)
      .values({ variantId: variant!.id, attributeId: size!.id, attributeValueId: medium!.id });
    await expect(
      database.db.delete(attributeValues).where(eq(attributeValues.id, medium!.id)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(attributes).where(eq(attributes.id, size!.id)),
    ).rejects.toThrow();
  });

  it('one review per customer and product, rate within 0..5 in half steps', async () => {
    const { product } = await catalogue();
    const customer = await createCustomer(database.db);
    await database.db
      .insert(reviews)
      .values({ productId: product.id, customerId: customer.id, rateHalves: 8 });
    await expect(
      database.db
        .insert(reviews)
        .values({ productId: product.id, customerId: customer.id, rateHalves: 6 }),
    ).rejects.toThrow();
    const other = await createCustomer(database.db);
    await expect(
      database.db
        .insert(reviews)
        .values({ productId: product.id, customerId: other.id, rateHalves: 11 }),
    ).rejects.toThrow();
  });

  it('the same product without a variant appears once per cart', async () => {
    const { category, sub } = await catalogue();
    const [simple] = await database.db
      .insert(products)
      .values({ name: 'Belt', categoryId: category.id, subCategoryId: sub.id, pricePaise: 59900 })
      .returning();
    const customer = await createCustomer(database.db);
    await database.db.insert(cartItems).values({ customerId: customer.id, productId: simple!.id });
    await expect(
      database.db.insert(cartItems).values({ customerId: customer.id, productId: simple!.id }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(cartItems)
        .values({ customerId: customer.id, productId: simple!.id, quantity: 0 }),
    ).rejects.toThrow();
  });
});

describe('derived product columns', () => {
  it('keep the price range and variant count of a variable product in step with its variants', async () => {
    const { product } = await catalogue();
    await database.db.insert(variants).values([
      { productId: product.id, pricePaise: 59900 },
      { productId: product.id, pricePaise: 79900 },
    ]);
    let row = await database.db.query.products.findFirst({ where: eq(products.id, product.id) });
    expect(row).toMatchObject({ minPricePaise: 59900, maxPricePaise: 79900, variantCount: 2 });

    await database.db.delete(variants).where(eq(variants.pricePaise, 79900));
    row = await database.db.query.products.findFirst({ where: eq(products.id, product.id) });
    expect(row).toMatchObject({ minPricePaise: 59900, maxPricePaise: 59900, variantCount: 1 });
  });

  it("rewrite a product's row once, in place, when only a variant's stock changes", async () => {
    const { category, sub } = await catalogue();
    // A catalogue of a few pages, each product with descriptions and two variants, so that
    // its rows fill the table's pages as far as the table lets them.
    const made = await database.db
      .insert(products)
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          name: `Tee ${index}`,
          categoryId: category.id,
          subCategoryId: sub.id,
          type: 1,
          description: `A soft cotton tee, number ${index}. `.repeat(12),
        })),
      )
      .returning({ id: products.id });
    await database.db.insert(variants).values(
      made.flatMap(({ id }) => [
        { productId: id, pricePaise: 49900, stock: 10 },
        { productId: id, pricePaise: 59900, stock: 10 },
      ]),
    );
    const productWrites = async (tx: Pick<typeof database.db, 'execute'>) => {
      const [row] = rowsOf<{ updated: number; inPlace: number }>(
        await tx.execute(sql`select n_tup_upd::int as updated, n_tup_hot_upd::int as "inPlace"
          from pg_stat_xact_user_tables where relname = 'products'`),
      );
      return row!;
    };
    const first = made[0]!.id;
    await database.db.transaction(async (tx) => {
      const before = await productWrites(tx);
      await tx.update(variants).set({ stock: 9 }).where(eq(variants.productId, first));
      const after = await productWrites(tx);
      expect(after.updated - before.updated).toBe(1);
      expect(after.inPlace - before.inPlace).toBe(1);
    });
    const row = await database.db.query.products.findFirst({ where: eq(products.id, first) });
    expect(row).toMatchObject({ minPricePaise: 49900, maxPricePaise: 59900, variantCount: 2 });
    expect(row!.cardVariants).toEqual([
      expect.arrayContaining([49900, 9]),
      expect.arrayContaining([59900, 9]),
    ]);
  });

  it("use a simple product's own price", async () => {
    const { category, sub } = await catalogue();
    const [simple] = await database.db
      .insert(products)
      .values({ name: 'Cap', categoryId: category.id, subCategoryId: sub.id, pricePaise: 39900 })
      .returning();
    expect(simple).toMatchObject({ minPricePaise: 39900, maxPricePaise: 39900 });
  });

  it('keep the rating mean and count in step with reviews', async () => {
    const { product } = await catalogue();
    const [a, b] = [await createCustomer(database.db), await createCustomer(database.db)];
    await database.db.insert(reviews).values([
      { productId: product.id, customerId: a.id, rateHalves: 8 },
      { productId: product.id, customerId: b.id, rateHalves: 9 },
    ]);
    const row = await database.db.query.products.findFirst({ where: eq(products.id, product.id) });
    expect(row).toMatchObject({ ratingCount: 2, ratingAvg: 4.25 });
  });

  it('index the words of name, brand and keywords, joined spellings too, in the search dictionary', async () => {
    const { category, sub } = await catalogue();
    await database.db.insert(products).values({
      name: 'Classic Crew-Neck T-Shirt',
      brand: 'Urban Loom',
      keywords: 'summer, tee',
      categoryId: category.id,
      subCategoryId: sub.id,
    });
    const matches = async (query: string) =>
      rows(
        await database.db.execute(
          sql`select name from products where search_words @@ ${query}::tsquery`,
        ),
      ).map((r) => r.name);
    expect(await matches('tshirt & crewneck & loom & summer')).toEqual([
      'Classic Crew-Neck T-Shirt',
    ]);
    const terms = async () =>
      rows(await database.db.execute(sql`select term as name from search_terms`)).map(
        (r) => r.name,
      );
    expect(await terms()).toEqual(expect.arrayContaining(['tshirt', 'shirt', 'urban', 'tee']));
    // Typos are looked up in the dictionary by trigrams.
    const alike = rows(
      await database.db.execute(sql`select term as name from search_terms where term % 'tshrt'`),
    ).map((r) => r.name);
    expect(alike).toContain('tshirt');

    await database.db
      .update(products)
      .set({ keywords: 'festive' })
      .where(eq(products.name, 'Classic Crew-Neck T-Shirt'));
    expect(await terms()).toContain('festive');
  });
});

describe('category names in search', () => {
  it('follow the product and renames of its category and sub-category', async () => {
    const { category, sub, product } = await catalogue();
    const read = async () =>
      rows(
        await database.db.execute(
          sql`select search_words::text as name from products where id = ${product.id}`,
        ),
      )[0]!.name;
    expect(await read()).toContain("'t-shirts'");
    await database.db
      .update(categories)
      .set({ name: 'Gents' })
      .where(eq(categories.id, category.id));
    await database.db
      .update(subCategories)
      .set({ name: 'Tees' })
      .where(eq(subCategories.id, sub.id));
    expect(await read()).toContain("'gents'");
    expect(await read()).toContain("'tees'");
    expect(await read()).not.toContain("'men'");
    const terms = await database.db.execute(sql`select 1 from search_terms where term = 'gents'`);
    expect(rows(terms)).toHaveLength(1);
  });
});

function rows(result: unknown): { name: string }[] {
  return (result as { rows: { name: string }[] }).rows;
}
