import { BROWSER_HEADERS, shopperRequests, type ShopperWorld } from '../scripts/bench-shoppers';

const world: ShopperWorld = {
  productIds: Array.from({ length: 500 }, (_, i) => i + 1),
  buyable: Array.from({ length: 300 }, (_, i) => ({ id: i + 1, variant: i % 2 ? i + 1000 : null })),
  lists: [
    { category: 1, subCategory: -1 },
    { category: 1, subCategory: 4 },
  ],
  words: ['kurta', 'saree', 'shirt', 'cotton', 'denim', 'linen'],
  sizes: ['S', 'M', 'L'],
  colours: ['Navy', 'Red'],
  tokens: Array.from({ length: 20 }, (_, i) => `token-${i}`),
};

describe('the shoppers scenario', () => {
  const requests = shopperRequests(world, { count: 20_000 });
  // Shares of what the shoppers do; the filter counts a page asks for go with it.
  const views = requests.filter((request) => request.path !== '/api/user/facets');
  const share = (path: string) =>
    views.filter((request) => request.path.endsWith(path)).length / views.length;

  it('mixes product views, category pages, searches, cart adds and checkouts as a shop sees them', () => {
    expect(share('/getProductWithID')).toBeCloseTo(0.55, 1);
    expect(share('/product/get/category')).toBeCloseTo(0.24, 1);
    expect(share('/user/search')).toBeCloseTo(0.15, 1);
    expect(share('/cart/156/add')).toBeCloseTo(0.05, 1);
    expect(share('/order/156/checkout')).toBeCloseTo(0.01, 1);
  });

  it('asks for the filter counts of every first page, with its picks, as the storefront does', () => {
    type Body = Record<string, unknown> & { count: number };
    const lists = requests
      .map((request, index) => ({ request, next: requests[index + 1] }))
      .filter(({ request }) => /\/(product\/get\/category|user\/search)$/.test(request.path));
    const firstPages = lists.filter(
      ({ request }) => (JSON.parse(request.body!) as Body).count === 1,
    );
    expect(firstPages.length).toBeGreaterThan(1000);
    for (const { request, next } of firstPages) {
      const list = JSON.parse(request.body!) as Body;
      const scope = request.path.endsWith('/user/search')
        ? { item: list.item, filterCategory: list.filterCategory ?? -1 }
        : { category: list.category, subCategory: list.subCategory };
      expect(next?.path).toBe('/api/user/facets');
      expect(JSON.parse(next!.body!)).toEqual({
        ...scope,
        sizes: list.sizes ?? [],
        colours: list.colours ?? [],
        minDiscount: 0,
        priceRange: list.priceRange ?? null,
      });
    }
    // Later pages have their counts in the browser already.
    const later = lists.filter(({ request }) => (JSON.parse(request.body!) as Body).count > 1);
    expect(later.filter(({ next }) => next?.path === '/api/user/facets')).toEqual([]);
    // A tenth of lists have a size or a colour picked.
    const picked = lists.filter(({ request }) => /"(sizes|colours)"/.test(request.body!));
    expect(picked.length / lists.length).toBeGreaterThan(0.05);
    expect(picked.length / lists.length).toBeLessThan(0.2);
  });

  it("asks as a shopper's browser does: every request takes compressed answers", () => {
    const plain = requests.filter(
      (request) => request.headers?.['accept-encoding'] !== BROWSER_HEADERS['accept-encoding'],
    );
    expect(plain).toEqual([]);
    // Signed-in requests keep their shopper's token beside it.
    const cart = requests.find((request) => request.path.endsWith('/cart/156/add'))!;
    expect(cart.headers?.authorization).toMatch(/^barear token-/);
  });

  const addsOf = (list: typeof requests) =>
    list
      .filter((request) => request.path.endsWith('/cart/156/add'))
      .map((request) => ({
        shopper: request.headers!.authorization!,
        line: request.body!,
      }));

  it('adds a line to a shopper’s cart once, as the storefront offers it, however popular the line', () => {
    const adds = addsOf(requests);
    // 20 shoppers, 1,000 adds drawn from Zipf-popular lines: without drawing again, most would repeat.
    expect(adds.length).toBeGreaterThan(800);
    const seen = new Set(adds.map((add) => `${add.shopper} ${add.line}`));
    expect(seen.size).toBe(adds.length);
  });

  it('gives each run shoppers of its own, so a later run does not find the carts the earlier filled', () => {
    const shoppersOf = (run: number) =>
      new Set(
        shopperRequests(world, { count: 5_000, run, runs: 2 })
          .map((request) => request.headers?.authorization)
          .filter(Boolean),
      );
    const first = shoppersOf(0);
    const second = shoppersOf(1);
    expect(first.size).toBe(10);
    expect(second.size).toBe(10);
    expect([...first].filter((shopper) => second.has(shopper))).toEqual([]);
  });
});
