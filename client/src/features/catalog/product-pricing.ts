import type { Product, ProductCard, ProductVariant } from '@contracts/products';

/** What the Price component shows: one price (with its MRP), or a variable product's range. */
export interface DisplayPrice {
  price: number;
  mrp?: number;
  maxPrice?: number;
}

const orUndefined = (value: number | null) => value ?? undefined;

/** A card's price: the range while a variable product's ends differ, else price and MRP. */
export function cardPrice(card: ProductCard): DisplayPrice | null {
  const { price, mrp } = card.productPricing;
  const min = card.priceRange.min ?? price;
  if (min === null) return null;
  const max = card.priceRange.max ?? min;
  if (card.productType === 1 && max > min) return { price: min, maxPrice: max };
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
  if (range.max > range.min) return { price: range.min, maxPrice: range.max };
  return { price: range.min, mrp: orUndefined(range.cheapest.general.mrp) };
}
