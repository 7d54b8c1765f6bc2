import type { Product, ProductVariant, Review } from '../../contracts/products';
import { toRupees } from '../../lib/money';
import type { ProductParts as Parts, ProductRow, ReviewRow } from './product-detail.repository';

type ImageRow = Parts['imageRows'][number];

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const urls = (rows: ImageRow[]) => rows.map((row) => row.url);

/** Assembles the spec's product document from its rows. */
export function toProduct(row: ProductRow, parts: Parts): Product {
  const images = parts.imageRows;
  return {
    _id: row.id,
    productName: row.name,
    productBrand: row.brand,
    ProductShortDisc: row.shortDescription,
    productDisc: row.description,
    productKeywords: row.keywords,
    productStatus: flag(row.status),
    productType: flag(row.type),
    productParents: { category: row.categoryId, subCategory: row.subCategoryId },
    CoverImages: urls(images.filter((image) => image.role === 'cover')),
    productImages: urls(
      images.filter((image) => image.role === 'gallery' && image.variantId === null),
    ),
    productPricing: { price: toRupees(row.pricePaise), mrp: toRupees(row.mrpPaise) },
    itemQty: row.stock,
    simpleDtl: row.details,
    productVarients: parts.variantRows.map((variant) => toVariant(variant, parts)),
    selectedVarients: parts.selectedRows.map((selected) => selected.attributeId),
    totalRate: rateSum(row.ratingAvg, row.ratingCount),
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
  };
}

function toVariant(variant: Parts['variantRows'][number], parts: Parts): ProductVariant {
  const order = new Map(parts.selectedRows.map((selected, index) => [selected.attributeId, index]));
  const values = parts.valueRows
    .filter((value) => value.variantId === variant.id)
    .sort((a, b) => (order.get(a.attributeId) ?? 99) - (order.get(b.attributeId) ?? 99));
  return {
    _id: variant.id,
    varienteAttributes: values.map((value) => ({ attr_id: value.attributeId, value: value.value })),
    general: {
      price: toRupees(variant.pricePaise),
      mrp: toRupees(variant.mrpPaise),
      itemQty: variant.stock,
      images: urls(parts.imageRows.filter((image) => image.variantId === variant.id)),
    },
    varDtl: variant.details,
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    userId: row.name,
    rate: row.rateHalves / 2,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The spec's totalRate: the sum of the rates (half steps), from the kept average and count. */
export function rateSum(average: number, count: number): number {
  return Math.round(average * count * 2) / 2;
}
