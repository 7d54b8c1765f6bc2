import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, cards, rawData } from '@test/catalog-fixtures';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { fakeIntersections, placeholders } from '@test/fake-intersections';
import { renderRoute } from '@test/render';
import { categoryPath } from './category-selectors';
import { rememberViewed } from './recently-viewed';

// Pages load lazily and chain requests: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });

const men = aCategory();
const women = aCategory({ _id: 2, categoryName: 'Women', categoryIndex: 2 });
const hidden = aCategory({ _id: 3, categoryName: 'Archive', categoryIndex: 3, categoryStatus: 0 });
const banner = {
  _id: 1,
  name: 'Festive edit',
  link: categoryPath(men),
  image: ['/uploads/banner-desktop.svg', '/uploads/banner-mobile.svg'],
};
const bodyOf = (config: Parameters<Handler>[0]) =>
  JSON.parse(String(config.data)) as { category: number };

function shop(sliders: Reply) {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [200, rawData([men, women, hidden])],
    'GET /api/vendor/general/156/getSlider': sliders,
    'POST /api/vendor/product/156/product/get/category': (config) => {
      const { category } = bodyOf(config);
      return [200, { myCollection: { myProducts: cards(5, category * 100) } }];
    },
    'POST /api/user/getSuggestProducts': [200, { items: cards(3, 900) }],
  });
}

describe('HomePage', () => {
  it('when the product rows are below the fold, then their placeholders hold still until the shopper comes near, and each row loads when it does', async () => {
    const view = fakeIntersections();
    const network = shop([200, { finalData: [banner] }]);
    const { container } = renderRoute('/');
    await screen.findByRole('img', { name: 'Festive edit' });
    const rowsRequested = () =>
      network.requests.filter((r) => r.url === '/api/vendor/product/156/product/get/category');

    // The rows' code and data wait below the fold, without a shimmer drawn for nobody.
    const waiting = placeholders(container);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((block) => block.classList.contains('still'))).toBe(true);
    act(() => view.comeNear());

    const row = await screen.findByRole('region', { name: 'Women' });
    expect(placeholders(row).every((block) => block.classList.contains('still'))).toBe(true);
    expect(rowsRequested()).toHaveLength(0);
    act(() => view.comeNear());
    expect(await within(row).findAllByRole('article')).toHaveLength(5);
    await waitFor(() => expect(rowsRequested()).toHaveLength(2));
  });

  it('when banners exist, then the first paints as a picture: desktop image, mobile source, its link', async () => {
    shop([200, { finalData: [banner] }]);
    renderRoute('/');

    const image = await screen.findByRole('img', { name: 'Festive edit' });
    expect(image).toHaveAttribute('src', '/uploads/banner-desktop.svg');
    const source = image.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('srcset', '/uploads/banner-mobile.svg');
    expect(source).toHaveAttribute('media', '(max-width: 639.98px)');
    expect(image.closest('a')).toHaveAttribute('href', categoryPath(men));
  });

  it('when categories load, then each enabled one gets a row of 5 with a view all link', async () => {
    const network = shop([200, { finalData: [banner] }]);
    renderRoute('/');

    const row = await screen.findByRole('region', { name: 'Women' });
    expect(await within(row).findAllByRole('article')).toHaveLength(5);
    expect(within(row).getByRole('link', { name: 'View all Women' })).toHaveAttribute(
      'href',
      categoryPath(women),
    );
    expect(screen.getByRole('region', { name: 'Men' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Archive' })).toBeNull();
    const rowRequest = network.requests.find((r) => r.url?.endsWith('/category'));
    expect(rowRequest && JSON.parse(String(rowRequest.data))).toMatchObject({ limit: 5, count: 1 });
  });

  it('when a shopper is signed in, then a recommended for you row shows; signed out, none', async () => {
    shop([200, { finalData: [banner] }]);
    const user = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9000000000' };
    const { unmount } = renderRoute('/', { preloadedState: { session: { user, admin: null } } });

    const row = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(row).findAllByRole('article')).toHaveLength(3);
    unmount();

    shop([200, { finalData: [banner] }]);
    renderRoute('/');
    await screen.findByRole('region', { name: 'Men' });
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
  });

  it('when products were viewed in this browser, then a Recently viewed row shows them, signed in or not', async () => {
    rememberViewed(11);
    rememberViewed(12);
    const network = fakeHttp({
      'GET /api/vendor/product/156/getRawData': [200, rawData([men])],
      'GET /api/vendor/general/156/getSlider': [200, { finalData: [banner] }],
      'POST /api/vendor/product/156/product/get/category': [
        200,
        { myCollection: { myProducts: [] } },
      ],
      'POST /api/user/productCards': [200, { items: cards(2, 11) }],
    });
    renderRoute('/');

    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(await within(row).findAllByRole('article')).toHaveLength(2);
    const asked = network.requests.find((r) => r.url === '/api/user/productCards');
    expect(JSON.parse(String(asked?.data))).toEqual({ ids: [12, 11] });
    localStorage.clear();
  });

  it('when the catalogue cannot be reached, then a friendly error offers a retry that recovers', async () => {
    let up = false;
    fakeHttp({
      'GET /api/vendor/product/156/getRawData': () => (up ? [200, rawData([men])] : [503, {}]),
      'GET /api/vendor/general/156/getSlider': [200, { finalData: [] }],
      'POST /api/vendor/product/156/product/get/category': [
        200,
        { myCollection: { myProducts: [] } },
      ],
    });
    renderRoute('/');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load the shop');
    up = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
  });

  it('when there are no banners, then the welcome hero shows instead', async () => {
    shop([200, { finalData: [] }]);
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Wear what feels/ }),
    ).toBeInTheDocument();
  });
});
