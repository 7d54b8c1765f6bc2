import express from 'express';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { demoImageRoutes } from './images/demo-images.routes';
import { rowsOf } from '../client';
import { isCatalogueEmpty, seedDemoData, seedDemoDataIfEmpty, type SeedSummary } from './seed-demo';

let handle: TestDatabase;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query));
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('when the default demo catalogue is seeded into an empty database', () => {
  let summary: SeedSummary;
  beforeAll(async () => {
    await handle.reset();
    expect(await isCatalogueEmpty(handle.db)).toBe(true);
    summary = await seedDemoData(handle.db);
  });

  test('then the catalogue is no longer empty and the summary counts what was stored', async () => {
    expect(await isCatalogueEmpty(handle.db)).toBe(false);
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from categories) as categories,
      (select count(*)::int from sub_categories) as "subCategories",
      (select count(*)::int from products) as products,
      (select count(*)::int from variants) as variants,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from sliders) as sliders,
      (select count(*)::int from customers) as customers`);
    expect(counts).toEqual(summary);
  });

  test('then six categories each have 2 to 4 sub-categories, and one sub-category is disabled', async () => {
    const perCategory = await rows<{ subs: number }>(
      sql`select count(s.id)::int as subs from categories c left join sub_categories s on s.category_id = c.id group by c.id`,
    );
    expect(perCategory.length).toBeGreaterThanOrEqual(6);
    for (const { subs } of perCategory) expect(subs).toBeGreaterThanOrEqual(2);
    for (const { subs } of perCategory) expect(subs).toBeLessThanOrEqual(4);
    const disabled = await one<{ n: number }>(
      sql`select count(*)::int as n from sub_categories where status = 0`,
    );
    expect(disabled.n).toBe(1);
  });

  test('then there are at least 60 products, most of them variable with variants', async () => {
    const p = await one<{
      total: number;
      variable: number;
      bare: number;
      hidden: number;
    }>(sql`select
      count(*)::int as total,
      count(*) filter (where type = 1)::int as variable,
      count(*) filter (where type = 1 and variant_count = 0)::int as bare,
      count(*) filter (where status = 0)::int as hidden
      from products`);
    expect(p.total).toBeGreaterThanOrEqual(60);
    expect(p.variable / p.total).toBeGreaterThan(0.7);
    expect(p.bare).toBe(0);
    expect(p.hidden).toBeGreaterThan(0);
  });

  test('then every variant is priced at most its MRP, and some variants are out of stock', async () => {
    const v = await one<{ unpriced: number; overMrp: number; soldOut: number }>(sql`select
      count(*) filter (where price_paise is null or mrp_paise is null)::int as unpriced,
      count(*) filter (where price_paise > mrp_paise)::int as "overMrp",
      count(*) filter (where stock = 0)::int as "soldOut"
      from variants`);
    expect(v).toMatchObject({ unpriced: 0, overMrp: 0 });
    expect(v.soldOut).toBeGreaterThan(0);
  });

  test('then simple products have a price below their MRP, stock and details', async () => {
    const simple = await rows<{ price: number; mrp: number; stock: number; details: unknown[] }>(
      sql`select price_paise::float8 as price, mrp_paise::float8 as mrp, stock, details from products where type = 0`,
    );
    expect(simple.length).toBeGreaterThan(0);
    for (const s of simple) {
      expect(s.price).toBeGreaterThan(0);
      expect(s.price).toBeLessThanOrEqual(s.mrp);
      expect(s.details.length).toBeGreaterThan(0);
    }
  });

  test('then each product has exactly one cover image, and every variant its own gallery', async () => {
    const covers = await rows<{ n: number }>(
      sql`select count(i.id)::int as n from products p left join product_images i on i.product_id = p.id and i.role = 'cover' group by p.id`,
    );
    expect(new Set(covers.map((c) => c.n))).toEqual(new Set([1]));
    const bare = await one<{ n: number }>(sql`select count(*)::int as n from variants v
      where (select count(*) from product_images i where i.variant_id = v.id) < 2`);
    expect(bare.n).toBe(0);
  });

  test('then the triggers summarised the reviews and the price ranges', async () => {
    const drift = await one<{
      rating: number;
      price: number;
      reviewed: number;
      total: number;
    }>(sql`select
      count(*) filter (where p.rating_count <> (select count(*) from reviews r where r.product_id = p.id))::int as rating,
      count(*) filter (where p.min_price_paise is null)::int as price,
      count(*) filter (where p.rating_count > 0)::int as reviewed,
      count(*)::int as total
      from products p`);
    expect(drift).toMatchObject({ rating: 0, price: 0 });
    expect(drift.reviewed / drift.total).toBeGreaterThan(0.3);
    const rates = await one<{ low: number; high: number }>(
      sql`select min(rate_halves)::int as low, max(rate_halves)::int as high from reviews`,
    );
    expect(rates.low).toBeGreaterThanOrEqual(0);
    expect(rates.high).toBeLessThanOrEqual(10);
  });

  test('then three sliders link into the shop with a desktop and a mobile banner', async () => {
    const slides = await rows<{ link: string; desktop_image: string; mobile_image: string }>(
      sql`select link, desktop_image, mobile_image from sliders order by position`,
    );
    expect(slides).toHaveLength(3);
    for (const s of slides) {
      expect(s.link).toMatch(/^\/(c|search)\//);
      expect(s.desktop_image).toMatch(/^\/uploads\/demo\/banner\/.+-desktop\.svg$/);
      expect(s.mobile_image).toMatch(/^\/uploads\/demo\/banner\/.+-mobile\.svg$/);
    }
  });

  test('then the category links parse the way the original client read them', async () => {
    const slides = await rows<{ link: string }>(
      sql`select link from sliders where link like '/c/%' order by position`,
    );
    expect(slides.length).toBeGreaterThan(0);
    for (const { link } of slides) {
      // The original client: JSON.parse(decodeURI(params.cat)) after the router split the path.
      const [, , segment = '', sub] = /^\/(c)\/(.+)\/(-1|\d+)$/.exec(link) ?? [];
      const category: unknown = JSON.parse(decodeURI(segment));
      expect(category).toEqual({
        _id: expect.any(Number),
        categoryName: expect.any(String),
        categoryIndex: expect.any(Number),
      });
      expect(Number(sub)).toBeGreaterThanOrEqual(-1);
    }
  });

  test('then every stored image URL is drawn by the demo image routes', async () => {
    const urls = await rows<{ url: string }>(sql`
      select image as url from categories union select image from sub_categories
      union select url from product_images union select desktop_image from sliders
      union select mobile_image from sliders`);
    const app = express().use('/uploads/demo', demoImageRoutes());
    for (const { url } of urls) {
      const response = await request(app).get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
    }
  });
});

describe('when 300 products are asked for', () => {
  const snapshot = () =>
    rows<{ name: string; min: number; variants: number }>(
      sql`select name, min_price_paise::float8 as min, variant_count as variants from products order by id`,
    );

  test('then exactly 300 products are created, the same ones for the same seed', async () => {
    await handle.reset();
    const summary = await seedDemoData(handle.db, { products: 300, seed: 7 });
    expect(summary.products).toBe(300);
    const first = await snapshot();
    expect(first).toHaveLength(300);
    expect(summary.variants / 300).toBeGreaterThan(5);

    await handle.reset();
    await seedDemoData(handle.db, { products: 300, seed: 7 });
    expect(await snapshot()).toEqual(first);
  });

  test('then the products table is packed: every page of it holds products, none only their old versions', async () => {
    await handle.reset();
    await seedDemoData(handle.db, { products: 300, seed: 7 });
    // The seed writes each product row several times; the old versions must not stay behind.
    const table = await one<{ pages: number; used: number }>(sql`select
      (pg_relation_size('products') / current_setting('block_size')::int)::int as pages,
      (select count(distinct (ctid::text::point)[0])::int from products) as used`);
    expect(table.used).toBeGreaterThan(0);
    expect(table.pages).toBe(table.used);
  });
});

describe('when instances start together on a new database, each loading the demo shop if empty', () => {
  test('then the demo shop is loaded once, and a shop with a catalogue is left alone', async () => {
    await handle.reset();
    const loaded = await Promise.all([
      seedDemoDataIfEmpty(handle.db, { products: 30, seed: 3 }),
      seedDemoDataIfEmpty(handle.db, { products: 30, seed: 3 }),
    ]);
    expect(loaded.filter((summary) => summary !== null)).toHaveLength(1);
    const counts = await one<{ products: number; categories: number }>(sql`select
      (select count(*)::int from products) as products,
      (select count(*)::int from categories) as categories`);
    expect(counts.products).toBe(30);
    expect(await seedDemoDataIfEmpty(handle.db, { products: 30, seed: 3 })).toBeNull();
    expect(
      (await one<{ products: number }>(sql`select count(*)::int as products from products`))
        .products,
    ).toBe(30);
  });
});
