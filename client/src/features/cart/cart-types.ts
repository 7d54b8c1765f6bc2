/**
 * A cart line as the spec and DESIGN.md describe it (id, name, coverImg, itemQty, productType,
 * and price for simple or varient for variable products). Replace with the contract type once
 * server/src/contracts/cart.ts exists.
 */
export interface CartItem {
  id: string | number;
  name: string;
  coverImg: string;
  itemQty: number;
  productType: 0 | 1;
  price?: { price: number; mrp: number };
  varient?: {
    _id: string | number;
    general: { price: number; mrp: number; itemQty?: number; images?: string[] };
    varienteAttributes?: Array<{ attr_id: string | number; value: string }>;
  };
}
