import type { CartLine } from './cart-types';

/** A cart line as the server answers it; override what a test cares about. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 101,
    name: 'Linen Shirt',
    coverImg: '/uploads/demo/101.svg',
    itemQty: 1,
    productType: 0,
    price: { price: 1299, mrp: 1999 },
    stock: 5,
    problem: null,
    ...overrides,
  };
}

/** A variable product's line: the chosen variant carries price, stock and values. */
export function aVariantLine(overrides: Partial<CartLine> = {}): CartLine {
  return aCartLine({
    id: 7,
    name: 'Festive Kurta',
    productType: 1,
    price: undefined,
    varient: {
      _id: 3,
      varienteAttributes: [
        { attr_id: 1, value: 'M' },
        { attr_id: 2, value: 'Blue' },
      ],
      general: { price: 999.5, mrp: 1999, itemQty: 3, images: [] },
    },
    stock: 3,
    ...overrides,
  });
}
