import type { ProductDetail, ProductVariant } from '@contracts/products';
import type { CartItem } from '@/features/cart/cart-types';

/**
 * The spec's cart line for what the shopper chose: quantity 1, and price {price, mrp} for a
 * simple product or the selected varient for a variable one. Null when it cannot be bought yet
 * (no variant chosen, or no price).
 */
export function cartItemFor(
  product: ProductDetail,
  variant: ProductVariant | null,
): CartItem | null {
  const line = {
    id: product._id,
    name: product.productName,
    coverImg: product.CoverImages[0] ?? '',
    itemQty: 1,
    productType: product.productType,
  };
  if (product.productType === 0) {
    const { price, mrp } = product.productPricing;
    return price === null ? null : { ...line, price: { price, mrp: mrp ?? price } };
  }
  if (!variant || variant.general.price === null) return null;
  const { price, mrp, itemQty, images } = variant.general;
  return {
    ...line,
    coverImg: images[0] ?? line.coverImg,
    varient: {
      _id: variant._id,
      general: { price, mrp: mrp ?? price, itemQty, images },
      varienteAttributes: variant.varienteAttributes,
    },
  };
}
