import { z } from 'zod';
import type { Category } from './catalog';
import {
  constAsCount,
  idOfRecord,
  idOrAll,
  idSchema,
  MAX_INT,
  numberFromText,
  pageSchema,
  pageSize,
  wholeNumber,
} from './common';
import { facetFilterFields } from './facets';
import { CATEGORY_PAGE_SIZE, RECENTLY_VIEWED_SIZE } from './storefront';

/** A label/value row of a product's or variant's details (simpleDtl / varDtl). */
export type DetailPair = [string, string];

export interface VariantAttributeValue {
  attr_id: number;
  value: string;
}

/** Prices are rupees (the database keeps paise); null until the vendor sets them. */
export interface ProductVariant {
  _id: number;
  varienteAttributes: VariantAttributeValue[];
  general: { price: number | null; mrp: number | null; itemQty: number; images: string[] };
  varDtl: DetailPair[];
  /** The owner's stock-keeping code (vendor reads only; null when none). */
  sku?: string | null;
}

/** The whole product as the spec's API shows it (getProductWithID, getProduct). */
export interface Product {
  _id: number;
  productName: string;
  productBrand: string;
  ProductShortDisc: string;
  productDisc: string;
  productKeywords: string;
  productStatus: 0 | 1;
  productType: 0 | 1;
  productParents: { category: number; subCategory: number };
  CoverImages: string[];
  productImages: string[];
  productPricing: { price: number | null; mrp: number | null };
  itemQty: number;
  simpleDtl: DetailPair[];
  productVarients: ProductVariant[];
  /** Attribute ids chosen for the variants, in order. */
  selectedVarients: number[];
  /** The sum of the rates (the spec's field: the original client divides it by the count). */
  totalRate: number;
  /** The average rate, 0 before any rating (our client shows this). */
  ratingAvg: number;
  ratingCount: number;
}

/**
 * A variant on a card: what a card needs to compute its price and stock as the original client
 * did (no images, no details: the detail page has them).
 */
export interface CardVariant {
  _id: number;
  varienteAttributes: VariantAttributeValue[];
  general: { price: number | null; mrp: number | null; itemQty: number };
}

/** A product in a list (cards): enough to draw the card, nothing more. */
export interface ProductCard {
  _id: number;
  productName: string;
  productBrand: string;
  productType: 0 | 1;
  productStatus: 0 | 1;
  productParents: { category: number; subCategory: number };
  CoverImages: string[];
  /** Simple: the price; variable: the cheapest variant's price and MRP. */
  productPricing: { price: number | null; mrp: number | null };
  /** The effective price range (equal ends for simple products). */
  priceRange: { min: number | null; max: number | null };
  /**
   * The MRPs of the priced variants that have one, lowest and highest (simple: the product's
   * MRP at both ends); null when none has an MRP.
   */
  mrpRange: { min: number | null; max: number | null };
  /**
   * The deepest discount among the priced variants (simple: the product's own), in percent,
   * unrounded: (mrp - price) / mrp × 100. Null when nothing is sold below its MRP.
   */
  maxDiscount: number | null;
  /**
   * The image shown on hover: the product's next image after the cover (its own images first,
   * then its variants'), never a repeat of the cover; null when there is none.
   */
  hoverImage: string | null;
  inStock: boolean;
  /** The product's own stock, as on the detail (a variable product's stock is per variant). */
  itemQty: number;
  /**
   * A variable product's variants in the owner's order (shoppers: the priced ones, those for
   * sale; the owner's list: all); [] for simple products.
   */
  productVarients: CardVariant[];
  /** The sum of the rates (the spec's field: the original client divides it by the count). */
  totalRate: number;
  /** The average rate, 0 before any rating (our client shows this). */
  ratingAvg: number;
  ratingCount: number;
}

const id = idSchema;
const page = pageSchema;

export interface ProductsByCategoryResponse {
  /** `category`: the shown category asked for (null when there is none). */
  myCollection: { myProducts: ProductCard[]; category: Category | null };
}

export const productWithIdBody = z.object({ id });
export type ProductWithIdBody = z.input<typeof productWithIdBody>;

export interface Review {
  _id: number;
  /** The reviewer's name (the spec shows userId as the reviewer's name). */
  userId: string;
  rate: number;
  review: string;
  createdAt: string;
}

/** getProductWithID: the product plus what its detail page shows around it. */
export interface ProductDetail extends Product {
  department: {
    category: { _id: number; categoryName: string };
    subCategory: { _id: number; subCategoryName: string };
  };
  /** The newest reviews, REVIEW_PAGE_SIZE at a time; more through getReviews. */
  productReviews: Review[];
  /** Whether the signed-in shopper viewed this product before (false when anonymous). */
  alreadyVisited: boolean;
}

export interface ProductWithIdResponse {
  myCollection: ProductDetail;
}

export const REVIEW_PAGE_SIZE = 8;

/** POST /api/vendor/product/156/getReviews: the next page of a product's reviews. */
export const reviewsBody = z.object({ id, count: page });
export type ReviewsBody = z.input<typeof reviewsBody>;
export interface ReviewsResponse {
  reviews: Review[];
}

/** POST getQty?p_id=&var_id= ({pt}): the stock of a simple product (var_id 0) or a variant. */
export const qtyQuery = z.object({
  p_id: id,
  var_id: wholeNumber(0, MAX_INT).default(0),
});
export interface QtyResponse {
  qty: number;
}

export interface CodResponse {
  cod: boolean;
}

export interface AttributeSummary {
  _id: number;
  attribute: string;
  values: string[];
}
/** GET getAttribute */
export interface AttributesResponse {
  myAttributes: AttributeSummary[];
}

export interface Slider {
  _id: number;
  name: string;
  link: string;
  /** [desktop, mobile] */
  image: [string, string];
}
/** GET /api/vendor/general/156/getSlider: `finalData` is the slider list itself (the spec's shape). */
export interface SlidersResponse {
  finalData: Slider[];
}
/** insertSlider, updateSlider and deleteSlider answer the whole list as {finalData: {mainSlider}}. */
export interface SliderWriteResponse {
  finalData: { mainSlider: Slider[] };
}

/** 1 default (relevance), 2 review (shown, not offered: treated as 1), 3 price ↑, 4 price ↓. */
export const SORTING_METHODS = [1, 2, 3, 4] as const;

/** The most a price filter may name: far above any unit price, far inside the bigint columns. */
export const MAX_PRICE_FILTER_RUPEES = 1_000_000_000;
/** One end of a price filter: rupees, or null / -1 (the original client's "no bound"). */
const priceBound = z
  .preprocess(
    numberFromText,
    z.union([
      z.literal(-1).transform(() => null),
      z
        .number({ error: 'priceRange must hold numbers' })
        .min(0, 'priceRange must hold numbers of 0 or more')
        .max(MAX_PRICE_FILTER_RUPEES, 'priceRange is too large'),
    ]),
  )
  .nullable();

const sortingMethod = wholeNumber(1, 4, 'sortingMethod must be 1, 2, 3 or 4')
  .refine(
    (v) => (SORTING_METHODS as readonly number[]).includes(v),
    'sortingMethod must be 1, 2, 3 or 4',
  )
  .default(1);
/** [min, max] in rupees; either end may be null or -1 (open). */
const priceRange = z.tuple([priceBound, priceBound]).nullable().optional();

/**
 * `category` and `subCategory` are ids or the records the original client carries (`{_id, ...}`);
 * its home rows spell `count` as `const`, read as `count`.
 */
export const productsByCategoryBody = z.preprocess(
  constAsCount,
  z.object({
    category: z.preprocess(idOfRecord, id),
    /** -1 (or absent) for every sub-category. */
    subCategory: z.preprocess(idOfRecord, idOrAll).optional(),
    count: page,
    limit: pageSize(60, CATEGORY_PAGE_SIZE),
    /** 1 newest first, 3 price low to high, 4 price high to low (2 reads as 1). */
    sortingMethod,
    priceRange,
    ...facetFilterFields,
  }),
);
export type ProductsByCategoryBody = z.input<typeof productsByCategoryBody>;

export const searchBody = z.object({
  item: z.string().trim().max(100, 'Search text is too long').default(''),
  count: page,
  limit: pageSize(60, 20),
  sortingMethod,
  priceRange,
  /** A category id, or -1/null for all. */
  filterCategory: idOrAll.nullable().optional(),
  ...facetFilterFields,
});
export type SearchBody = z.input<typeof searchBody>;

/** POST /api/user/facets: the counts of a category's (or a search's) filter values. */
export const facetsBody = z
  .object({
    /** A category page's list … */
    category: id.optional(),
    subCategory: idOrAll.optional(),
    /** … or a search's (with its category filter). */
    item: z.string().trim().max(100, 'Search text is too long').optional(),
    filterCategory: idOrAll.nullable().optional(),
    priceRange,
    ...facetFilterFields,
  })
  .refine((body) => (body.category === undefined) !== (body.item === undefined), {
    message: 'Give either a category or a search text',
  });
export type FacetsBody = z.input<typeof facetsBody>;

export interface ItemsResponse {
  items: ProductCard[];
}

export const relatedBody = z.object({ productId: id });
export type RelatedBody = z.input<typeof relatedBody>;

/** Recently viewed products, kept in the shopper's browser: the cards of those still listed. */
export const productCardsBody = z.object({
  ids: z.array(id).max(RECENTLY_VIEWED_SIZE, `At most ${RECENTLY_VIEWED_SIZE} products`),
});
export type ProductCardsBody = z.input<typeof productCardsBody>;

export const suggestionsBody = z.object({ userId: z.string().optional() });
export const addToSuggestionListBody = z.object({
  product: z.preprocess(idOfRecord, id),
  userId: z.string().optional(),
});
export type AddToSuggestionListBody = z.input<typeof addToSuggestionListBody>;
