import type { Product, ProductCard, ProductVariant } from '@contracts/products';

/**
 * What the Price component shows: one price (with its MRP), or a variable product's range (with
 * the variants' MRP range and their deepest discount, when any variant is sold below its MRP).
 */
export interface DisplayPrice {
  price: number;
  mrp?: number;
  maxPrice?: number;
  maxMrp?: number;
  /** A range's deepest discount in percent, unrounded ("Up to N% off"). */
  bestDiscount?: number;
}

const orUndefined = (value: number | null) => value ?? undefined;

/** A range's MRPs and deepest discount, when there is a discount to show. */
function rangeOffer(
  mrp: number | null,
  maxMrp: number | null,
  bestDiscount: number | null,
): Pick<DisplayPrice, 'mrp' | 'maxMrp' | 'bestDiscount'> {
  if (mrp === null || !bestDiscount || !(bestDiscount > 0)) return {};
  return { mrp, maxMrp: maxMrp ?? mrp, bestDiscount };
}

/**
 * A card's price: a variable product whose ends differ shows the range, the struck MRP range
 * and "Up to N% off"; otherwise the price and its MRP.
 */
export function cardPrice(card: ProductCard): DisplayPrice | null {
  const { price, mrp } = card.productPricing;
  const min = card.priceRange.min ?? price;
  if (min === null) return null;
  const max = card.priceRange.max ?? min;
  if (card.productType === 1 && max > min) {
    const offer = rangeOffer(card.mrpRange.min, card.mrpRange.max, card.maxDiscount);
    return { price: min, maxPrice: max, ...offer };
  }
  return { price: price ?? min, mrp: orUndefined(mrp) };
}

/** Spec §5: hidden products and products without a price are skipped in lists. */
export function isListable(card: ProductCard): boolean {
  return card.productStatus !== 0 && cardPrice(card) !== null;
}

/** The cheapest and dearest priced variant (null when no variant has a price). */
export function variantPriceRange(variants: readonly ProductVariant[]) {
  const priced = variants.filter((v) => v.general.price !== null);
  if (priced.length === 0) return null;
  const cheapest = priced.reduce((a, b) => (b.general.price! < a.general.price! ? b : a));
  const max = Math.max(...priced.map((v) => v.general.price!));
  return { cheapest, min: cheapest.general.price!, max };
}

/** The product page's price: the chosen variant's, the simple price, or the variants' range. */
export function detailPrice(
  product: Pick<Product, 'productType' | 'productPricing' | 'productVarients'>,
  variant: ProductVariant | null,
): DisplayPrice | null {
  if (variant) {
    const { price, mrp } = variant.general;
    return price === null ? null : { price, mrp: orUndefined(mrp) };
  }
  if (product.productType === 0) {
    const { price, mrp } = product.productPricing;
    return price === null ? null : { price, mrp: orUndefined(mrp) };
  }
  const range = variantPriceRange(product.productVarients);
  if (!range) return null;
  if (range.max > range.min) {
    const priced = product.productVarients.filter((v) => v.general.price !== null);
    const mrps = priced.flatMap((v) => (v.general.mrp === null ? [] : [v.general.mrp]));
    const discounts = priced.flatMap(({ general: { price, mrp } }) =>
      mrp !== null && mrp > price! ? [((mrp - price!) / mrp) * 100] : [],
    );
    const offer = rangeOffer(
      mrps.length ? Math.min(...mrps) : null,
      mrps.length ? Math.max(...mrps) : null,
      discounts.length ? Math.max(...discounts) : null,
    );
    return { price: range.min, maxPrice: range.max, ...offer };
  }
  return { price: range.min, mrp: orUndefined(range.cheapest.general.mrp) };
}
