import { makeStore } from '@/app/store';
import { cartLoaded, selectCartCount, selectCartTotal } from './cart-slice';
import type { CartItem } from './cart-types';

const simple: CartItem = {
  id: 'p1',
  name: 'Linen shirt',
  coverImg: '/uploads/p1.jpg',
  itemQty: 2,
  productType: 0,
  price: { price: 899, mrp: 1299 },
};
const variable: CartItem = {
  id: 'p2',
  name: 'Kurta',
  coverImg: '/uploads/p2.jpg',
  itemQty: 3,
  productType: 1,
  varient: { _id: 'v1', general: { price: 1499.5, mrp: 1999 } },
};

describe('cart total', () => {
  it('when the cart mixes product types, then it sums price × quantity with the price by type', () => {
    const store = makeStore();
    store.dispatch(cartLoaded([simple, variable]));
    expect(selectCartTotal(store.getState())).toBe(899 * 2 + 1499.5 * 3);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('when the cart is empty, then the total is 0', () => {
    expect(selectCartTotal(makeStore().getState())).toBe(0);
  });
});
