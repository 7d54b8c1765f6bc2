import type { CartItem as ServerCartLine } from '@contracts/cart';
import type { VariantAttributeValue } from '@contracts/products';

/**
 * A line of the shopper's cart as the server answers it: the spec's fields with today's prices,
 * the stock now (`stock`) and why checkout would refuse the line (`problem`, or null).
 */
export type CartLine = ServerCartLine;

/**
 * What an Add to cart button hands over (catalog/cart-item-for.ts builds it): the spec's cart
 * item, quantity 1, with price {price, mrp} for a simple product or the chosen varient. The
 * server reads only the product id, the variant id and the quantity.
 */
export interface CartItem {
  id: number;
  name: string;
  coverImg: string;
  itemQty: number;
  productType: 0 | 1;
  price?: { price: number; mrp: number };
  varient?: {
    _id: number;
    general: { price: number; mrp: number; itemQty?: number; images?: string[] };
    varienteAttributes?: VariantAttributeValue[];
  };
}
