import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aSubCategory, cards, rawData } from '@test/catalog-fixtures';
import { fakeHttp, type Handler } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { categoryPath } from './category-selectors';

// Pages load lazily and chain requests: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });

const RAW = 'GET /api/vendor/product/156/getRawData';
const BY_CATEGORY = 'POST /api/vendor/product/156/product/get/category';
const men = aCategory();
const raw = rawData(
  [men],
  [aSubCategory(), aSubCategory({ _id: 12, subCategoryName: 'Jeans', subCategoryStatus: 0 })],
);
const bodyOf = (config: Parameters<Handler>[0]) =>
  JSON.parse(String(config.data)) as Record<string, unknown>;
const page = (products: unknown[]) => [200, { myCollection: { myProducts: products } }] as const;

describe('CategoryPage', () => {
  it('when the category has no products, then it says Sorry, No Product', async () => {
    fakeHttp({ [RAW]: [200, raw], [BY_CATEGORY]: [...page([])] });
    renderRoute(categoryPath(men));

    expect(await screen.findByText('Sorry, No Product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
  });

  it('when pages come back full, then it loads the next until a short one, then offers Back To Top', async () => {
    const network = fakeHttp({
      [RAW]: [200, raw],
      [BY_CATEGORY]: (config) => {
        const { count } = bodyOf(config);
        return [...page(count === 1 ? cards(20, 1) : cards(3, 21))];
      },
    });
    renderRoute(categoryPath(men, 11));

    expect(
      await screen.findByRole('button', { name: 'Back To Top' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(23);
    const bodies = network.requests.filter((r) => r.url?.endsWith('/category')).map(bodyOf);
    expect(bodies).toEqual([
      { category: 1, subCategory: 11, count: 1, limit: 20 },
      { category: 1, subCategory: 11, count: 2, limit: 20 },
    ]);
  });

  it('when sub-categories exist, then enabled ones are chips after All, each linking to its page', async () => {
    fakeHttp({ [RAW]: [200, raw], [BY_CATEGORY]: [...page([])] });
    renderRoute(categoryPath(men));

    const nav = await screen.findByRole('navigation', { name: 'Men sub-categories' });
    await waitFor(() => expect(nav.querySelectorAll('a')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shirts' })).toHaveAttribute(
      'href',
      categoryPath(men, 11),
    );
    expect(screen.queryByRole('link', { name: 'Jeans' })).toBeNull();
  });

  it('when the category segment is not valid JSON, then a friendly not-found state shows', async () => {
    fakeHttp({ [RAW]: [200, raw] });
    renderRoute('/c/not-json/-1');

    expect(await screen.findByText('We couldn’t find this category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('when the API is unreachable, then an error with a retry shows, and retrying loads the list', async () => {
    let up = false;
    fakeHttp({
      [RAW]: [200, raw],
      [BY_CATEGORY]: () => (up ? [...page(cards(2))] : [503, { error: 'down' }]),
    });
    renderRoute(categoryPath(men));

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load this');
    up = true;
    await userEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('when the link carries an old name, then the heading and the title show the shop’s name', async () => {
    fakeHttp({ [RAW]: [200, raw], [BY_CATEGORY]: [...page([])] });
    renderRoute(categoryPath({ ...men, categoryName: 'Old name' }, 11));

    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    expect(screen.queryByText('Old name')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Shirts | Men | Vastra'));
  });

  it('when the category is not one the shop shows, then it says the category was not found', async () => {
    fakeHttp({ [RAW]: [200, raw], [BY_CATEGORY]: [...page([])] });
    renderRoute(categoryPath({ ...men, _id: 99 }));

    expect(await screen.findByText('We couldn’t find this category')).toBeInTheDocument();
  });
});

describe('CategoryPage filters and sort', () => {
  const FACETS = 'POST /api/user/facets';
  const facets = {
    sizes: [
      { value: 'S', count: 2 },
      { value: 'M', count: 5 },
    ],
    colours: [{ value: 'Navy', count: 3 }],
    discounts: [
      { value: 10, count: 4 },
      { value: 20, count: 0 },
    ],
    prices: [
      { min: null, max: 499, count: 2 },
      { min: 500, max: 999, count: 3 },
    ],
  };

  it('when a size, a colour and a sort are picked, then the URL holds them and the list asks for them', async () => {
    const network = fakeHttp({
      [RAW]: [200, raw],
      [BY_CATEGORY]: [...page(cards(2))],
      [FACETS]: [200, facets],
    });
    const { router } = renderRoute(categoryPath(men));
    const sidebar = within(await screen.findByRole('complementary', { name: 'Product filters' }));

    await userEvent.click(await sidebar.findByRole('checkbox', { name: 'M (5)' }));
    await waitFor(() => expect(router.location.search).toBe('?size=M'));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Navy (3)' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(router.location.search).toBe('?sort=3&size=M&colour=Navy'));
    await waitFor(() =>
      expect(
        network.requests.filter((r) => r.url?.endsWith('/category')).map(bodyOf),
      ).toContainEqual({
        category: 1,
        subCategory: -1,
        sortingMethod: 3,
        sizes: ['M'],
        colours: ['Navy'],
        count: 1,
        limit: 20,
      }),
    );
    // The counts are asked for under the same picks.
    expect(network.requests.filter((r) => r.url === '/api/user/facets').map(bodyOf)).toContainEqual(
      {
        category: 1,
        subCategory: -1,
        sizes: ['M'],
        colours: ['Navy'],
        minDiscount: 0,
        priceRange: null,
      },
    );
    // A value no product has cannot be picked.
    expect(sidebar.getByRole('radio', { name: '10% and above (4)' })).toBeEnabled();
    expect(sidebar.queryByRole('radio', { name: /20% and above/ })).toBeNull();

    await userEvent.click(sidebar.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.location.search).toBe('?sort=3'));
  });

  it('when a size and then a colour are picked, then Back takes the colour back and Back again the size', async () => {
    fakeHttp({ [RAW]: [200, raw], [BY_CATEGORY]: [...page(cards(2))], [FACETS]: [200, facets] });
    const { router } = renderRoute(categoryPath(men));
    const sidebar = within(await screen.findByRole('complementary', { name: 'Product filters' }));

    await userEvent.click(await sidebar.findByRole('checkbox', { name: 'M (5)' }));
    await waitFor(() => expect(router.location.search).toBe('?size=M'));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Navy (3)' }));
    await waitFor(() => expect(router.location.search).toBe('?size=M&colour=Navy'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.location.search).toBe('?size=M'));
    expect(sidebar.getByRole('checkbox', { name: 'Navy (3)' })).not.toBeChecked();
    expect(sidebar.getByRole('checkbox', { name: 'M (5)' })).toBeChecked();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(sidebar.getByRole('checkbox', { name: 'M (5)' })).not.toBeChecked();
  });

  it('when a filtered link is opened, then the list and the panel follow it; a price range applies', async () => {
    const network = fakeHttp({
      [RAW]: [200, raw],
      [BY_CATEGORY]: [...page([])],
      [FACETS]: [200, facets],
    });
    const { router } = renderRoute(`${categoryPath(men)}?size=S&disc=10`);
    const sidebar = within(await screen.findByRole('complementary', { name: 'Product filters' }));

    expect(await sidebar.findByRole('checkbox', { name: 'S (2)' })).toBeChecked();
    expect(sidebar.getByRole('radio', { name: '10% and above (4)' })).toBeChecked();
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument();
    await userEvent.click(sidebar.getByRole('checkbox', { name: /₹500 – ₹999/ }));
    await waitFor(() => expect(router.location.search).toBe('?min=500&max=999&size=S&disc=10'));
    await waitFor(() =>
      expect(
        network.requests.filter((r) => r.url?.endsWith('/category')).map(bodyOf),
      ).toContainEqual(
        expect.objectContaining({ priceRange: [500, 999], sizes: ['S'], minDiscount: 10 }),
      ),
    );
  });
});
