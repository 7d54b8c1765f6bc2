import { makeStore } from '@/app/store';
import { aCartLine, aVariantLine } from './cart-fixtures';
import {
  cartCleared,
  cartLoaded,
  estimateTotal,
  isSameCartLine,
  itemAddedToCart,
  selectCartAddedCount,
  selectCartCount,
  selectCartTotal,
} from './cart-slice';

describe('cart slice', () => {
  it('when the server answers a cart, then the count is its lines and the subtotal its total', () => {
    const store = makeStore();
    store.dispatch(
      cartLoaded({ cart: [aCartLine({ itemQty: 2 }), aVariantLine()], total: 3597.5 }),
    );
    expect(selectCartCount(store.getState())).toBe(2);
    expect(selectCartTotal(store.getState())).toBe(3597.5);
  });

  it('when the server accepts a new line, then the cart is its answer and the count animates', () => {
    const store = makeStore();
    store.dispatch(itemAddedToCart({ cart: [aCartLine()], total: 1299 }));
    expect(store.getState().cart.items).toEqual([aCartLine()]);
    expect(selectCartAddedCount(store.getState())).toBe(1);
  });

  it('when the shopper logs out, then the cart is cleared', () => {
    const store = makeStore();
    store.dispatch(cartLoaded({ cart: [aCartLine()], total: 1299 }));
    store.dispatch(cartCleared());
    expect(store.getState().cart).toMatchObject({ items: [], total: 0, pendingCart: null });
  });
});

describe('cart helpers', () => {
  it('when lines mix product types, then the estimate sums price × quantity by type', () => {
    expect(estimateTotal([aCartLine({ itemQty: 2 }), aVariantLine({ itemQty: 3 })])).toBe(
      1299 * 2 + 999.5 * 3,
    );
  });

  it('when product and variant match, then it is the same line (spec §5 duplicates)', () => {
    const line = aVariantLine();
    expect(isSameCartLine(line, { ...line, itemQty: 4 })).toBe(true);
    expect(isSameCartLine(line, { ...line, varient: { ...line.varient!, _id: 9 } })).toBe(false);
    expect(isSameCartLine(aCartLine(), aCartLine({ id: 102 }))).toBe(false);
  });
});
