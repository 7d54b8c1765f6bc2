import { configure, screen } from '@testing-library/react';
import { renderRoute } from '@test/render';
import { aCategory, aProductDetail, cards, rawData } from '@test/catalog-fixtures';
import { fakeHttp } from '@test/fake-http';
import { categoryPath } from '@/features/catalog/category-selectors';
import { PRIMED_DATA_ID, primedKey } from '@contracts/primed';
import { CATEGORY_PAGE_SIZE } from '@contracts/storefront';
import { prefetchMenu, prefetchPageData } from './prefetch-first-page';
import { resetPrimed } from './primed';
import { makeStore } from './store';

// Pages load lazily and chain requests: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return { pathname, search } as Location;
};
const shop = () =>
  fakeHttp({
    'GET /api/vendor/product/156/getRawData': [200, rawData([aCategory()])],
    'GET /api/vendor/product/156/getAttribute': [200, { myAttributes: [] }],
    'POST /api/vendor/product/156/getProductWithID': [200, { myCollection: aProductDetail() }],
    'POST /api/vendor/product/156/product/get/category': [
      200,
      { myCollection: { myProducts: cards(3) } },
    ],
    'POST /api/user/search': [200, { items: cards(2) }],
    'POST /api/user/relatedProducts': [200, { items: [] }],
  });
const urls = (network: ReturnType<typeof fakeHttp>) => network.requests.map((r) => r.url);

function renderWith(store: ReturnType<typeof makeStore>, path: string) {
  renderRoute(path, { store });
}

/** Both first reads, as main.tsx starts them. */
function prefetchFirstPage(store: ReturnType<typeof makeStore>, location: Location) {
  prefetchPageData(store, location);
  prefetchMenu(store);
}

describe('prefetchFirstPage', () => {
  it('when the first page is a product, then its read starts at once and the page reuses it', async () => {
    const network = shop();
    const store = makeStore();
    prefetchFirstPage(store, at('/item/info/101'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls(network)).toContain('/api/vendor/product/156/getProductWithID');

    renderWith(store, '/item/info/101');
    await screen.findByRole('heading', { level: 1, name: 'Linen Shirt' });
    const reads = urls(network).filter((u) => u?.endsWith('/getProductWithID'));
    expect(reads).toHaveLength(1);
  });

  it('when the first page is a category, then the page finds its first page of products cached', async () => {
    const network = shop();
    const store = makeStore();
    const path = categoryPath(aCategory());
    prefetchFirstPage(store, at(path));
    // The browser's location holds the category's segment percent-encoded.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls(network)).toContain('/api/vendor/product/156/product/get/category');

    renderWith(store, path);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(urls(network).filter((u) => u?.endsWith('/category'))).toHaveLength(1);
  });

  it('when the first page is a search, then the search with the URL’s filters is reused', async () => {
    const network = shop();
    const store = makeStore();
    prefetchFirstPage(store, at('/search/shirt?min=100&sort=3'));

    renderWith(store, '/search/shirt?min=100&sort=3');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const searches = network.requests.filter((r) => r.url === '/api/user/search');
    expect(searches).toHaveLength(1);
    expect(JSON.parse(String(searches[0]!.data))).toMatchObject({
      item: 'shirt',
      sortingMethod: 3,
      priceRange: [100, null],
    });
  });

  it('when the search words hold a space, then the search starts at once with the decoded words', async () => {
    const network = shop();
    const store = makeStore();
    prefetchFirstPage(store, at('/search/blue%20shirt'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    const searches = network.requests.filter((r) => r.url === '/api/user/search');
    expect(searches).toHaveLength(1);
    expect(JSON.parse(String(searches[0]!.data))).toMatchObject({ item: 'blue shirt' });
  });

  it('when the HTML carries the first page (as the server writes it), then no list or menu request is made', async () => {
    // The server's keys (modules/catalog/first-page.ts): the same body the category page sends.
    const category = aCategory();
    const answers = [
      { key: primedKey('GET', '/api/vendor/product/156/getRawData'), data: rawData([category]) },
      {
        key: primedKey('POST', '/api/vendor/product/156/product/get/category', {
          category: category._id,
          subCategory: -1,
          count: 1,
          limit: CATEGORY_PAGE_SIZE,
        }),
        data: { myCollection: { myProducts: cards(3) } },
      },
    ];
    document.body.innerHTML = `<script type="application/json" id="${PRIMED_DATA_ID}">${JSON.stringify(answers)}</script>`;
    resetPrimed();
    const network = shop();
    const store = makeStore();
    const path = categoryPath(category);
    prefetchFirstPage(store, at(path));

    renderWith(store, path);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(
      urls(network).filter((u) => u?.endsWith('/category') || u?.endsWith('/getRawData')),
    ).toEqual([]);
    resetPrimed();
  });
});
