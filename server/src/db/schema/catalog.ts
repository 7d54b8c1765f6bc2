import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { MAX_UNIT_PRICE_RUPEES } from '../../contracts/common';
import { createdAt, type DetailPair, tsvector, updatedAt } from './columns';

/** The most one unit may cost (₹10,00,000), in paise: the contracts and a CHECK both hold it. */
const MAX_UNIT_PRICE_PAISE = MAX_UNIT_PRICE_RUPEES * 100;

/** A variant in products.card_variants: [id, price paise, MRP paise, stock, [[attribute, value]]]. */
export type CardVariantTuple = [number, number | null, number | null, number, [number, string][]];

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    status: smallint('status').notNull().default(1),
    displayIndex: integer('display_index').notNull().default(0),
    /** The tax invoice's HSN code for this category's goods ('' until the owner sets one). */
    hsnCode: text('hsn_code').notNull().default(''),
    /** GST rate in basis points (500 = 5 %), tax included in the prices. */
    gstRateBp: integer('gst_rate_bp').notNull().default(500),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('categories_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('categories_status_flag', sql`${t.status} in (0, 1)`),
    check('categories_gst_rate_range', sql`${t.gstRateBp} between 0 and 10000`),
    index('categories_display_order').on(t.displayIndex, t.id),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    status: smallint('status').notNull().default(1),
    displayIndex: integer('display_index').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sub_categories_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('sub_categories_status_flag', sql`${t.status} in (0, 1)`),
    // Lets products prove their sub-category belongs to their category.
    unique('sub_categories_id_category').on(t.id, t.categoryId),
    index('sub_categories_display_order').on(t.categoryId, t.displayIndex, t.id),
  ],
);

export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('attributes_name_not_blank', sql`length(trim(${t.name})) > 0`),
    unique('attributes_name_unique').on(t.name),
  ],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('attribute_values_not_blank', sql`length(trim(${t.value})) > 0`),
    unique('attribute_values_unique').on(t.attributeId, t.value),
    unique('attribute_values_id_attribute').on(t.id, t.attributeId),
    index('attribute_values_order').on(t.attributeId, t.position, t.id),
  ],
);

/**
 * The columns of the listable rule (modules/catalog/product-cards.ts, productListable) besides
 * min_price_paise, which the indexes below hold in their own place.
 */
const listedColumns = (t: {
  status: AnyPgColumn;
  type: AnyPgColumn;
  pricePaise: AnyPgColumn;
  variantCount: AnyPgColumn;
}) => [t.status, t.type, t.pricePaise, t.variantCount];

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    /** 1 shown to shoppers, 0 hidden. */
    status: smallint('status').notNull().default(1),
    /** 0 simple, 1 variable (with variants). */
    type: smallint('type').notNull().default(0),
    pricePaise: bigint('price_paise', { mode: 'number' }),
    mrpPaise: bigint('mrp_paise', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    details: jsonb('details').$type<DetailPair[]>().notNull().default([]),
    /** Overrides the category's HSN code and GST rate when set. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    // Maintained by triggers (migration 0002) from the product or its variants and reviews.
    minPricePaise: bigint('min_price_paise', { mode: 'number' }),
    maxPricePaise: bigint('max_price_paise', { mode: 'number' }),
    variantCount: integer('variant_count').notNull().default(0),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Every variant as a card shows it, kept by triggers (migration 0011) so a list reads one
     * column instead of the variant rows: [id, price paise, MRP paise, stock, [[attribute id,
     * value], ...] in the order of the chosen attributes], in the owner's order.
     */
    cardVariants: jsonb('card_variants').$type<CardVariantTuple[]>().notNull().default([]),
    /**
     * The card's cover (the first cover image) and hover image (the first other image, the
     * product's own before its variants'), kept by triggers on product_images (migration 0016)
     * so a list reads them with the product instead of sorting its images per card.
     */
    cardCover: text('card_cover'),
    cardHover: text('card_hover'),
    /**
     * The shopper's card (ProductCard, priced variants only) as JSON text, written by a trigger
     * from the columns above whenever the row changes (migration 0017): a list reads one text
     * column per card. Null only before the trigger first runs.
     */
    cardJson: text('card_json'),
    /** "Category Sub-category" names, kept by triggers so search finds "men shirt". */
    categoryText: text('category_text').notNull().default(''),
    // The words shoppers' search terms are matched against (migration 0004 keeps their
    // dictionary, search_terms, for typo tolerance): name (weight A), then brand, keywords and
    // category names (B). Hyphens and dots are also dropped ("T-Shirt" -> "tshirt"), so joined
    // and split spellings both match.
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, lower(name || ' ' || regexp_replace(name, '[^[:alnum:][:space:]]+', '', 'g'))), 'A') || setweight(to_tsvector('simple'::regconfig, lower(brand || ' ' || keywords || ' ' || category_text || ' ' || regexp_replace(brand || ' ' || keywords, '[^[:alnum:][:space:]]+', '', 'g'))), 'B')`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, name || ' ' || brand), 'A') || setweight(to_tsvector('simple'::regconfig, keywords || ' ' || category_text), 'B') || setweight(to_tsvector('english'::regconfig, short_description || ' ' || description), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'products_sub_category_fk',
      columns: [t.subCategoryId, t.categoryId],
      foreignColumns: [subCategories.id, subCategories.categoryId],
    }).onDelete('cascade'),
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('products_status_flag', sql`${t.status} in (0, 1)`),
    check('products_type_flag', sql`${t.type} in (0, 1)`),
    check('products_price_non_negative', sql`${t.pricePaise} >= 0 and ${t.mrpPaise} >= 0`),
    check(
      'products_price_at_most_max',
      sql`${t.pricePaise} <= ${sql.raw(String(MAX_UNIT_PRICE_PAISE))} and ${t.mrpPaise} <= ${sql.raw(String(MAX_UNIT_PRICE_PAISE))}`,
    ),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_gst_rate_range', sql`${t.gstRateBp} between 0 and 10000`),
    check('products_details_array', sql`jsonb_typeof(${t.details}) = 'array'`),
    // A category page walks one of these three in its order and reads nothing else of a product
    // it skips: every column of the listable rule and of the categories' join follows the order's
    // own (an index-only scan; the rows are read for the page's cards alone, docs/query-plans.md).
    index('products_by_category').on(
      t.categoryId,
      t.id,
      t.minPricePaise,
      ...listedColumns(t),
      t.subCategoryId,
    ),
    index('products_by_sub_category').on(
      t.subCategoryId,
      t.id,
      t.minPricePaise,
      ...listedColumns(t),
      t.categoryId,
    ),
    // Lists and searches by price walk this in order. With the dearest price beside the cheapest,
    // a walk over a price range checks each product's dearest price in the index and skips the
    // products wholly below the range without reading them (the cheapest silk between ₹2,000 and
    // ₹4,000 at 100,000 products: 73,698 products read, 219 ms; now 17 ms; 0024_price_span.sql).
    index('products_by_price').on(t.minPricePaise, t.maxPricePaise, t.id),
    // Search within a category sorted by price walks this instead of the whole price order.
    index('products_by_category_price').on(
      t.categoryId,
      t.minPricePaise,
      t.id,
      ...listedColumns(t),
      t.subCategoryId,
    ),
    // Best rated first, overall and within a category or sub-category (suggestions, related).
    index('products_by_rating').on(t.ratingAvg, t.ratingCount, t.id),
    index('products_by_category_rating').on(t.categoryId, t.ratingAvg, t.ratingCount, t.id),
    index('products_by_sub_category_rating').on(t.subCategoryId, t.ratingAvg, t.ratingCount, t.id),
    index('products_search_words').using('gin', t.searchWords),
    index('products_search_fts').using('gin', t.searchVector),
    // Both search columns' lexemes in one index, those of search_words set apart by a leading
    // space (search_lexemes, migration 0030): a search in relevance order finds the products
    // with every word, by any of its spellings or in the descriptions, in one scan of it.
    index('products_search_lexemes').using(
      'gin',
      sql`search_lexemes(${t.searchWords}, ${t.searchVector})`,
    ),
    // The words of the names alone (search_words' weight A): a search of several words in
    // relevance order reads its page first from the products whose names hold every word, which
    // answers when their ranks alone decide it (namesFirst in search.service.ts, migration 0034).
    index('products_name_words').using('gin', sql`ts_filter(${t.searchWords}, '{a}')`),
    // Low-stock and sold-out lists of the owner's dashboard.
    index('products_by_stock')
      .on(t.stock, t.id)
      .where(sql`${t.type} = 0`),
    // Simple products still holding variants (kept for switching back; usually none): the
    // dashboard counts priced variants from their stock index alone and takes these off.
    index('products_simple_with_variants')
      .on(t.id)
      .where(sql`${t.type} = 0 and ${t.variantCount} > 0`),
  ],
);

/**
 * Every word of every product's search_words, ever: the dictionary a search word's typos and
 * partial spellings are looked up in (pg_trgm) before products are matched by full text.
 * Filled by triggers (migration 0004); a word no product uses any more matches nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /**
     * The one English lexeme of the word (what plainto_tsquery('english', term) looks for in
     * search_vector), null when it has none or several: search_ranks finds through it the
     * products whose descriptions hold the word.
     */
    stem: text('stem').generatedAlwaysAs(sql`search_stem(term)`),
  },
  (t) => [
    index('search_terms_trgm').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_by_stem').on(t.stem),
    // Byte order: the words that begin with a search word are one range of it (migration 0021).
    index('search_terms_by_prefix').on(t.term.op('text_pattern_ops')),
  ],
);

/**
 * Each product's relevance for each dictionary word a shopper can type that finds it (migration
 * 0018): the rank a one-word search orders by, computed when the product's words change, so the
 * first page of a broad word reads its best products from an index instead of ranking every match.
 * Kept by triggers on products and search_terms.
 */
export const searchRanks = pgTable(
  'search_ranks',
  {
    term: text('term').notNull(),
    productId: integer('product_id').notNull(),
    rank: real('rank').notNull(),
    /** The first part of rank alone (the word on search_words): a misspelt word orders by it. */
    wordsRank: real('words_rank').notNull(),
    /**
     * The product's cheapest price (products.min_price_paise, migration 0021): a one-word search
     * by price reads each spelling's products from an index in price order.
     */
    price: bigint('price', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    // The two orders of a search by price: cheapest first and dearest first, ties newest first.
    index('search_ranks_by_price')
      .on(t.term, t.price, t.productId.desc().nullsFirst())
      .where(sql`${t.price} is not null`),
    index('search_ranks_by_price_desc')
      .on(t.term, t.price.desc().nullsFirst(), t.productId.desc().nullsFirst())
      .where(sql`${t.price} is not null`),
    index('search_ranks_by_term').on(
      t.term,
      t.rank.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index('search_ranks_by_words_rank')
      .on(t.term, t.wordsRank.desc().nullsFirst(), t.productId.desc().nullsFirst())
      .where(sql`${t.wordsRank} > 0`),
  ],
);

export const productSelectedAttributes = pgTable(
  'product_selected_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_selected_attributes_attribute').on(t.attributeId),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null until the vendor prices the new variant; unpriced variants are not sold. */
    pricePaise: bigint('price_paise', { mode: 'number' }),
    mrpPaise: bigint('mrp_paise', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    details: jsonb('details').$type<DetailPair[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** The owner's stock-keeping code, optional; unique across the shop when set. */
    sku: text('sku'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('variants_sku_unique').on(t.sku),
    check('variants_price_non_negative', sql`${t.pricePaise} >= 0 and ${t.mrpPaise} >= 0`),
    check(
      'variants_price_at_most_max',
      sql`${t.pricePaise} <= ${sql.raw(String(MAX_UNIT_PRICE_PAISE))} and ${t.mrpPaise} <= ${sql.raw(String(MAX_UNIT_PRICE_PAISE))}`,
    ),
    check('variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('variants_details_array', sql`jsonb_typeof(${t.details}) = 'array'`),
    unique('variants_id_product').on(t.id, t.productId),
    index('variants_by_product').on(t.productId, t.position, t.id),
    index('variants_by_price').on(t.pricePaise),
    index('variants_by_stock').on(t.stock),
    // The priced variants by stock with their product: the dashboard's low-stock and sold-out counts.
    index('variants_priced_by_stock')
      .on(t.stock, t.productId)
      .where(sql`${t.pricePaise} is not null`),
  ],
);

/** One chosen value per attribute per variant; a value in use cannot be deleted (restrict). */
export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull(),
    attributeValueId: integer('attribute_value_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.attributeId] }),
    foreignKey({
      name: 'variant_attribute_values_value_fk',
      columns: [t.attributeValueId, t.attributeId],
      foreignColumns: [attributeValues.id, attributeValues.attributeId],
    }).onDelete('restrict'),
    index('variant_attribute_values_value').on(t.attributeValueId),
    index('variant_attribute_values_attribute').on(t.attributeId),
  ],
);

/**
 * Each attribute value as the filters list it (migration 0028): whether it is a colour (its
 * attribute's name, attribute_is_colour), and its key: one per name among colours and one per
 * name among sizes, which the lists count as one value ("M" of Size and of Kurta Size). A key is
 * the lowest id among the values of its name (migration 0033), so adding, renaming or deleting a
 * value changes only the keys of its old and new name's values. Recomputed whole by triggers on
 * attributes and their values, deferred to the commit of the owner's write (a rare write
 * recomputes the few rows), where every filter count worked it out anew (catalog/facets.ts); the
 * counts read it through value_keys_rows() (migration 0029).
 */
export const valueKeys = pgTable('value_keys', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  position: integer('position').notNull(),
  colour: boolean('colour').notNull(),
  key: integer('key').notNull(),
});

/**
 * What the filters count of each product with priced variants (migration 0025): the attribute
 * values its priced variants have (each once), their highest discount and their prices. Kept by
 * triggers on variants and their attribute values, so that a list's filter counts read one row
 * per product instead of every variant and its attributes (catalog/facets.ts); names, positions
 * and which attributes are colours are read with the counts, so renaming or reordering them
 * rewrites nothing here. Simple products have none: their own price is on their row.
 */
export const productFacets = pgTable('product_facets', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  valueIds: integer('value_ids').array().notNull(),
  /**
   * The keys of those values (value_keys), each once and in order (migration 0033): what a
   * list's counts read of a product for its sizes and colours, where mapping every value id to
   * its key in each count was a third of its time. Kept with the row, and rewritten by the
   * commit of an owner's change to attributes for the products whose values' keys it changed.
   */
  keyIds: integer('key_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** Whole percent off, as the filters count it (0 without an MRP above the price). */
  maxDiscount: integer('max_discount').notNull(),
  /**
   * The lowest of its priced variants' discounts (migration 0027): with a discount picked, a
   * product whose every variant has it counts without its variants being read.
   */
  minDiscount: integer('min_discount').notNull().default(0),
  prices: bigint('prices', { mode: 'number' }).array().notNull(),
});

/**
 * What the filters check of each priced variant (migration 0026): its attribute values, price and
 * discount (whole percent off, as the filters count it). Kept by the same triggers as
 * product_facets, so that a list filtered by size, colour, discount or price, and its counts,
 * read one narrow row per variant instead of the variant and a join through its attribute values
 * for each (catalog/facets.ts). Rows of a product are rewritten together, hence no key to the
 * variant: the triggers on variants keep it.
 */
export const variantFacets = pgTable(
  'variant_facets',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    valueIds: integer('value_ids').array().notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    discount: integer('discount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variantId] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the product's own images (simple products and covers). */
    variantId: integer('variant_id'),
    /** 'cover' images show on cards; 'gallery' images on the detail page. */
    role: text('role', { enum: ['cover', 'gallery'] }).notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'product_images_variant_fk',
      columns: [t.variantId, t.productId],
      foreignColumns: [variants.id, variants.productId],
    }).onDelete('cascade'),
    check('product_images_role', sql`${t.role} in ('cover', 'gallery')`),
    check('product_images_cover_not_variant', sql`${t.role} = 'gallery' or ${t.variantId} is null`),
    index('product_images_by_product').on(t.productId, t.role, t.position, t.id),
    index('product_images_by_variant').on(t.variantId, t.position, t.id),
    // Deleting a stored file first checks that no row still uses its url.
    index('product_images_by_url').on(t.url),
  ],
);
