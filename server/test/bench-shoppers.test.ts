import { BROWSER_HEADERS, shopperRequests, type ShopperWorld } from '../scripts/bench-shoppers';

const world: ShopperWorld = {
  productIds: Array.from({ length: 500 }, (_, i) => i + 1),
  buyable: Array.from({ length: 300 }, (_, i) => ({ id: i + 1, variant: i % 2 ? i + 1000 : null })),
  lists: [
    { category: 1, subCategory: -1 },
    { category: 1, subCategory: 4 },
  ],
  words: ['kurta', 'saree', 'shirt', 'cotton', 'denim', 'linen'],
  tokens: ['token-a', 'token-b'],
};

describe('the shoppers scenario', () => {
  const requests = shopperRequests(world, 20_000);
  const share = (path: string) =>
    requests.filter((request) => request.path.endsWith(path)).length / requests.length;

  it('mixes product views, category pages, searches, cart adds and checkouts as a shop sees them', () => {
    expect(share('/getProductWithID')).toBeCloseTo(0.55, 1);
    expect(share('/product/get/category')).toBeCloseTo(0.24, 1);
    expect(share('/user/search')).toBeCloseTo(0.15, 1);
    expect(share('/cart/156/add')).toBeCloseTo(0.05, 1);
    expect(share('/order/156/checkout')).toBeCloseTo(0.01, 1);
  });

  it("asks as a shopper's browser does: every request takes compressed answers", () => {
    for (const request of requests)
      expect(request.headers?.['accept-encoding']).toBe(BROWSER_HEADERS['accept-encoding']);
    // Signed-in requests keep their shopper's token beside it.
    const cart = requests.find((request) => request.path.endsWith('/cart/156/add'))!;
    expect(cart.headers?.authorization).toMatch(/^barear token-/);
  });
});
