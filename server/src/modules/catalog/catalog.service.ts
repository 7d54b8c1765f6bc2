import { and, eq, sql } from 'drizzle-orm';
import type { Category, RawDataResponse } from '../../contracts/catalog';
import {
  REVIEW_PAGE_SIZE,
  type AttributeSummary,
  type ProductCard,
  type ProductDetail,
  type Review,
} from '../../contracts/products';
import type { Database } from '../../db/client';
import { attributes, attributeValues } from '../../db/schema/catalog';
import { productViews } from '../../db/schema/content';
import type { Principal } from '../../http/auth';
import type { RawJson } from '../../lib/json-once';
import { createReadCache, type ReadCache } from '../../lib/read-cache';
import { NotFound } from '../../http/errors';
import { toCategory, toSubCategory, type CategoryRow } from './catalog.mappers';
import { categoryById, isListableProduct, loadCategoryTree } from './catalog.repository';
import type { FacetFilters, FacetsResponse } from '../../contracts/facets';
import {
  countFacets,
  facetCondition,
  FACET_COUNTS_KEEP_MS,
  onlyVariable,
  type PriceRange,
} from './facets';
import { listable, selectCardPage, variableListable, type CardPage } from './product-cards';
import { findStock, listReviews, loadProductDocument } from './product-detail.repository';
import { toProduct, toReview } from './product-mapper';

export const PRODUCT_NOT_FOUND = 'Product Not Found';

/** The catalogue as shoppers and the vendor read it. */
export function createCatalogService(
  db: Database,
  cache: ReadCache = createReadCache({ ttlMs: 0, maxBytes: 0 }),
) {
  /** The product as shoppers may see it (cached), or NotFound. */
  async function shopperProduct(id: number): Promise<Omit<ProductDetail, 'alreadyVisited'>> {
    return cache.get(`product:${id}`, () => loadDetail(id, true));
  }

  /** NotFound unless shoppers may see the product (hidden products hide everything about them). */
  async function assertListable(productId: number): Promise<void> {
    if (!(await isListableProduct(db, productId))) throw new NotFound(PRODUCT_NOT_FOUND);
  }

  async function loadDetail(
    id: number,
    forShopper: boolean,
  ): Promise<Omit<ProductDetail, 'alreadyVisited'>> {
    const document = await loadProductDocument(db, id, REVIEW_PAGE_SIZE);
    if (!document || (forShopper && !document.listable)) throw new NotFound(PRODUCT_NOT_FOUND);
    const { product: row, parts } = document;
    return {
      ...toProduct(row, parts),
      department: {
        category: { _id: row.categoryId, categoryName: document.categoryName },
        subCategory: { _id: row.subCategoryId, subCategoryName: document.subCategoryName },
      },
      productReviews: document.reviews.map(toReview),
    };
  }

  /**
   * getProductDetail in its two parts: the product as everyone sees it (for shoppers the read
   * cache's own object, the same until it expires or a vendor write clears it) and whether this
   * viewer viewed it before.
   */
  async function productDetailParts(
    id: number,
    viewer: Principal | undefined,
  ): Promise<{ product: Omit<ProductDetail, 'alreadyVisited'>; alreadyVisited: boolean }> {
    if (viewer?.role === 'vendor')
      return { product: await loadDetail(id, false), alreadyVisited: false };
    const [product, alreadyVisited] = await Promise.all([
      shopperProduct(id),
      viewer?.role === 'customer' ? hasVisited(db, viewer.id, id) : Promise.resolve(false),
    ]);
    return { product, alreadyVisited };
  }

  return {
    assertListable,

    /** All categories and sub-categories in display order (the storefront shows the enabled ones). */
    getRawData(): Promise<RawDataResponse['myRawData']> {
      return cache.get('rawData', async () => {
        const tree = await loadCategoryTree(db);
        return {
          categories: tree.categories.map(toCategory),
          subCategories: tree.subCategories.map(toSubCategory),
        };
      });
    },

    /**
     * A page of listable products of a category (optionally one sub-category) under the size,
     * colour, discount and price filters; newest first, or by price (sortingMethod 3 and 4).
     * With the category's own record (null for an unknown id), read in the same statement.
     */
    productsByCategory(query: CategoryQuery): Promise<CategoryPage> {
      return cache.get(`category:${JSON.stringify(query)}`, async () => {
        const page = await selectCardPage(db, categoryPage(query));
        const category = page.also as CategoryRow | null;
        return { cards: page.cards, category: category ? toCategory(category) : null };
      });
    },

    /** The counts of the filter values of a category's list (see countFacets). */
    categoryFacets(
      query: Pick<CategoryQuery, 'category' | 'subCategory' | 'priceRange'> & FacetFilters,
    ): Promise<FacetsResponse> {
      return cache.get(
        `categoryFacets:${JSON.stringify(query)}`,
        () => countFacets(db, categoryWhere(query), facetFiltersOf(query), query.priceRange),
        FACET_COUNTS_KEEP_MS,
      );
    },

    /**
     * The product detail. Shoppers never see hidden or unlisted products (404, the page goes
     * home); the vendor sees every product, never from the cache.
     */
    async getProductDetail(id: number, viewer: Principal | undefined): Promise<ProductDetail> {
      const { product, alreadyVisited } = await productDetailParts(id, viewer);
      return { ...product, alreadyVisited };
    },

    productDetailParts,

    /** A page of a listable product's reviews (with the reviewers' names); hidden: NotFound. */
    getReviews(productId: number, page: number): Promise<Review[]> {
      return cache.get(`reviews:${productId}:${page}`, async () => {
        await assertListable(productId);
        const offset = (page - 1) * REVIEW_PAGE_SIZE;
        return (await listReviews(db, productId, REVIEW_PAGE_SIZE, offset)).map(toReview);
      });
    },

    /** Stock of a listable simple product (variantId 0) or its variant, always fresh; else 404. */
    async getQuantity(productId: number, variantId: number): Promise<number> {
      await assertListable(productId);
      const stock = await findStock(db, productId, variantId);
      if (stock === undefined) throw new NotFound(PRODUCT_NOT_FOUND);
      return stock;
    },

    listAttributes(): Promise<AttributeSummary[]> {
      return cache.get('attributes', () => loadAttributes(db));
    },

    /** Straight from the database, past the read cache: what a write answers. */
    loadAttributes: () => loadAttributes(db),
  };
}

async function loadAttributes(db: Database): Promise<AttributeSummary[]> {
  const rows = await db
    .select({ id: attributes.id, name: attributes.name, value: attributeValues.value })
    .from(attributes)
    .leftJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .orderBy(attributes.id, attributeValues.position, attributeValues.id);
  const byId = new Map<number, AttributeSummary>();
  for (const row of rows) {
    const summary = byId.get(row.id) ?? { _id: row.id, attribute: row.name, values: [] };
    if (row.value !== null) summary.values.push(row.value);
    byId.set(row.id, summary);
  }
  return [...byId.values()];
}

/** A page of a category's cards, and the category (any status; null when there is none). */
export interface CategoryPage {
  cards: RawJson<ProductCard[]>;
  category: Category | null;
}

export interface CategoryQuery extends Partial<FacetFilters> {
  category: number;
  subCategory?: number;
  count: number;
  limit: number;
  sortingMethod?: number;
  priceRange?: PriceRange;
}

/** The statement's parts of a category page (productsByCategory). */
export function categoryPage(query: CategoryQuery): CardPage {
  const picked = facetFiltersOf(query);
  const filters = facetCondition(picked, query.priceRange);
  return {
    where: sql`${categoryWhere(query, onlyVariable(picked))}${filters ? sql` and ${filters}` : sql``}`,
    orderBy:
      query.sortingMethod === 3
        ? sql`p.min_price_paise asc, p.id desc`
        : query.sortingMethod === 4
          ? sql`p.min_price_paise desc, p.id desc`
          : sql`p.id desc`,
    limit: query.limit,
    offset: (query.count - 1) * query.limit,
    also: categoryById(query.category),
    // Without filters the SQL is one of six (sort, sub-category or not); the filters' lists of
    // sizes and colours would make one text per length.
    prepared: !filters,
  };
}

/** The products of a category's list; `variable`: of its variable products only (onlyVariable). */
function categoryWhere(query: { category: number; subCategory?: number }, variable = false) {
  const sub =
    query.subCategory !== undefined && query.subCategory > 0
      ? sql` and p.sub_category_id = ${query.subCategory}`
      : sql``;
  const shown = variable ? sql`${variableListable} and c.status = 1 and s.status = 1` : listable;
  return sql`${shown} and p.category_id = ${query.category}${sub}`;
}

export function facetFiltersOf(query: Partial<FacetFilters>): FacetFilters {
  return {
    sizes: query.sizes ?? [],
    colours: query.colours ?? [],
    minDiscount: query.minDiscount ?? 0,
  };
}

async function hasVisited(db: Database, customerId: string, productId: number): Promise<boolean> {
  const count = await db.$count(
    productViews,
    and(eq(productViews.customerId, customerId), eq(productViews.productId, productId)),
  );
  return count > 0;
}

export type CatalogService = ReturnType<typeof createCatalogService>;
