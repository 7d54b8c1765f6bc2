import bcrypt from 'bcryptjs';
import { inArray, sql } from 'drizzle-orm';
import { bannerImageUrl, type BannerName } from './images/demo-banners';
import { storedCategoryLink } from '../../contracts/storefront-paths';
import type { Database } from '../client';
import { categories, products } from '../schema/catalog';
import { reviews, sliders } from '../schema/content';
import { customers } from '../schema/people';
import { CATEGORIES } from './catalogue-data';
import { TEMPLATES } from './catalogue-plan';
import { planCatalogue } from './catalogue-siblings';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, reviewTextFor } from './demo-people';
import { rngFor, shuffled } from './prng';
import { bulkInsert } from './bulk-insert';
import {
  insertAttributes,
  insertCategoryTree,
  insertProducts,
  type CategoryTree,
} from './seed-catalogue';

export interface SeedSummary {
  categories: number;
  subCategories: number;
  products: number;
  variants: number;
  reviews: number;
  sliders: number;
  customers: number;
}

/** True when the shop has neither categories nor products: the only time the demo seeds. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return !category && !product;
}

/**
 * Loads the demo shop in one transaction (all or nothing): the hand-written catalogue, or
 * `products` products when more are asked for (the extra ones generated deterministically from
 * `seed`), demo customers and their reviews, and the home banners.
 */
export async function seedDemoData(
  db: Database,
  options: { products?: number; seed?: number } = {},
): Promise<SeedSummary> {
  return (await seedDemo(db, options, false))!;
}

/** Advisory lock key under which a starting instance loads the demo shop. */
const DEMO_SEED_LOCK = 7_310_415_003;

/**
 * seedDemoData, only when the shop is empty, decided inside the seed's own transaction:
 * instances starting together on a new database take turns (an advisory lock), so the demo shop
 * is loaded once. Answers null when there was a catalogue already.
 */
export function seedDemoDataIfEmpty(
  db: Database,
  options: { products?: number; seed?: number } = {},
): Promise<SeedSummary | null> {
  return seedDemo(db, options, true);
}

async function seedDemo(
  db: Database,
  options: { products?: number; seed?: number },
  onlyIfEmpty: boolean,
): Promise<SeedSummary | null> {
  if (onlyIfEmpty && !(await isCatalogueEmpty(db))) return null;
  const seed = options.seed ?? 2026;
  const plans = planCatalogue(options.products ?? TEMPLATES.length, seed);
  // bcrypt is slow on purpose: hash once, every demo shopper shares the password.
  const passwordHash = await bcrypt.hash(DEMO_CUSTOMER_PASSWORD, 10);
  const summary = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
      if (!(await isCatalogueEmpty(tx))) return null;
    }
    const tree = await insertCategoryTree(tx);
    const attrs = await insertAttributes(tx);
    const { productIds, variants } = await insertProducts(tx, plans, tree, attrs);
    const customerIds = await insertCustomers(tx, passwordHash);
    const reviewCount = await insertReviews(tx, productIds, customerIds, seed);
    const sliderCount = await insertSliders(tx, tree);
    await packProducts(tx);
    return {
      categories: tree.categories,
      subCategories: tree.subCategories,
      products: productIds.length,
      variants,
      reviews: reviewCount,
      sliders: sliderCount,
      customers: customerIds.length,
    };
  });
  if (!summary) return null;
  // Fresh statistics, or the planner guesses (badly) until autovacuum runs — and PGlite has none;
  // and the visibility map, so list pages read their indexes alone (migration 0019).
  await db.execute(sql`vacuum analyze`);
  return summary;
}

/**
 * Rewrites the products table with its current rows only. The seed writes each product row
 * several times (its images, variants, attribute values and reviews each update it through
 * triggers), so the table held ~7 versions of every product: 119 MB for 10,000 products on
 * PGlite, 18 MB rewritten. A search reads hundreds of matching rows spread over all of it:
 * uncached on PGlite, the bench's searches took 25 ms of CPU each before any vacuum, 7 ms after a
 * plain one (which leaves the file as large), 6 ms packed.
 *
 * An ALTER whose USING is not the bare column rewrites the table from a snapshot, so it copies
 * only the rows that snapshot sees, and can run inside the seed's transaction. `vacuum full`
 * cannot, and after the commit it also copies the versions an older snapshot might still read,
 * which a transaction open in any other database of the server makes it keep; if a vacuum of the
 * toast table (autovacuum's, which only looks at this database) removed their long values in
 * between, it fails with "missing chunk number 0 for toast value" (PostgreSQL bug #18351).
 */
export async function packProducts(db: Database): Promise<void> {
  await db.execute(
    sql`alter table products alter column created_at type timestamptz using created_at + interval '0'`,
  );
}

/** The demo shoppers; ones left from an earlier seed are reused rather than duplicated. */
async function insertCustomers(db: Database, passwordHash: string): Promise<string[]> {
  const phones = DEMO_CUSTOMERS.map(([, phone]) => phone);
  await db
    .insert(customers)
    .values(DEMO_CUSTOMERS.map(([name, phone]) => ({ name, phone, passwordHash })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.phone, phones));
  const byPhone = new Map(rows.map((r) => [r.phone, r.id]));
  return phones.flatMap((phone) => byPhone.get(phone) ?? []);
}

/** Mostly 4–5 stars, now and then a 3 or lower, as real shops look. */
function rateHalves(roll: number): number {
  if (roll < 0.04) return 4;
  if (roll < 0.08) return 5;
  if (roll < 0.16) return 6;
  if (roll < 0.28) return 7;
  if (roll < 0.5) return 8;
  if (roll < 0.7) return 9;
  return 10;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reviews on about half of the products, 1–5 each, one per shopper per product. */
async function insertReviews(
  db: Database,
  productIds: readonly number[],
  customerIds: readonly string[],
  seed: number,
): Promise<number> {
  const now = Date.now();
  const rows = productIds.flatMap((productId, i) => {
    const rng = rngFor(seed ^ 0x7e71e35, i);
    if (rng() >= 0.5) return [];
    const count = 1 + Math.floor(rng() * Math.min(5, customerIds.length));
    return shuffled(customerIds, rng)
      .slice(0, count)
      .map((customerId) => {
        const halves = rateHalves(rng());
        const createdAt = new Date(now - Math.floor(rng() * 150 * DAY_MS));
        return {
          productId,
          customerId,
          rateHalves: halves,
          review: reviewTextFor(halves, rng()),
          createdAt,
        };
      });
  });
  await bulkInsert(db, reviews, rows);
  return rows.length;
}

/**
 * The spec's category route: /c/{JSON of _id, categoryName, categoryIndex}/{sub id or -1}, with
 * the JSON as the route shows it (not percent-encoded), so a client that reads the segment with
 * `JSON.parse(decodeURI(segment))` (the original's way) gets the category back.
 */
function categoryLink(
  tree: CategoryTree,
  slug: 'ethnic-wear' | 'footwear',
  sub?: 'footwear-sneakers',
) {
  const index = CATEGORIES.findIndex((c) => c.slug === slug);
  return storedCategoryLink(
    {
      _id: tree.ids.get(slug)!.categoryId,
      categoryName: CATEGORIES[index]!.name,
      categoryIndex: index,
    },
    sub ? tree.ids.get(sub)!.subCategoryId : -1,
  );
}

async function insertSliders(db: Database, tree: CategoryTree): Promise<number> {
  const banners: [BannerName, string, string][] = [
    ['festive-edit', 'Festive Edit', categoryLink(tree, 'ethnic-wear')],
    ['sneaker-drop', 'Fresh Kicks', categoryLink(tree, 'footwear', 'footwear-sneakers')],
    ['denim-days', 'Denim Days', '/search/denim'],
  ];
  const rows = banners.map(([banner, name, link], position) => ({
    name,
    link,
    desktopImage: bannerImageUrl(banner, 'desktop'),
    mobileImage: bannerImageUrl(banner, 'mobile'),
    position,
  }));
  await db.insert(sliders).values(rows);
  return rows.length;
}
