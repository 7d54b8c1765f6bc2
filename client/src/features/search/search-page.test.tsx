import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, cards, rawData } from '@test/catalog-fixtures';
import { fakeHttp, type Handler } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { PRICE_MIN_ABOVE_MAX, PRICE_NOT_A_NUMBER } from './search-filters-state';

// Pages load lazily and chain requests: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });

const RAW = 'GET /api/vendor/product/156/getRawData';
const SEARCH = 'POST /api/user/search';
const raw = rawData([aCategory(), aCategory({ _id: 2, categoryName: 'Women', categoryIndex: 2 })]);
const bodyOf = (config: Parameters<Handler>[0]) =>
  JSON.parse(String(config.data)) as Record<string, unknown>;

function searchNetwork(items: unknown[] = []) {
  return fakeHttp({ [RAW]: [200, raw], [SEARCH]: [200, { items }] });
}
const searchBodies = (network: ReturnType<typeof fakeHttp>) =>
  network.requests.filter((r) => r.url === '/api/user/search').map(bodyOf);
const sidebar = () => within(screen.getByRole('complementary', { name: 'Search filters' }));

describe('SearchPage', () => {
  it('when nothing matches, then it says sorry, There is no item for this search', async () => {
    const network = searchNetwork([]);
    renderRoute('/search/tshrt');

    expect(await screen.findByText('sorry, There is no item for this search')).toBeInTheDocument();
    expect(searchBodies(network)[0]).toEqual({
      item: 'tshrt',
      count: 1,
      limit: 20,
      sortingMethod: 1,
      priceRange: [null, null],
      filterCategory: -1,
    });
  });

  it('when min is above max, then GO shows a clear message and does not search', async () => {
    const network = searchNetwork(cards(2));
    renderRoute('/search/shirt');
    await screen.findAllByRole('article');

    await userEvent.type(sidebar().getByLabelText('Minimum price'), '2000');
    await userEvent.type(sidebar().getByLabelText('Maximum price'), '1000');
    await userEvent.click(sidebar().getByRole('button', { name: 'GO' }));

    expect(sidebar().getByRole('alert')).toHaveTextContent(PRICE_MIN_ABOVE_MAX);
    expect(sidebar().getByLabelText('Minimum price')).toHaveAttribute('aria-invalid', 'true');
    expect(searchBodies(network)).toHaveLength(1);
  });

  it('when a price is not a number, then GO asks for numbers of 0 or more', async () => {
    searchNetwork(cards(2));
    renderRoute('/search/shirt');
    await screen.findAllByRole('article');

    await userEvent.type(sidebar().getByLabelText('Minimum price'), '-50');
    await userEvent.click(sidebar().getByRole('button', { name: 'GO' }));

    expect(sidebar().getByRole('alert')).toHaveTextContent(PRICE_NOT_A_NUMBER);
  });

  it('when a valid range is applied with GO, then the search runs with that price range', async () => {
    const network = searchNetwork(cards(2));
    renderRoute('/search/shirt');
    await screen.findAllByRole('article');

    await userEvent.type(sidebar().getByLabelText('Minimum price'), '500');
    await userEvent.type(sidebar().getByLabelText('Maximum price'), '1500');
    await userEvent.click(sidebar().getByRole('button', { name: 'GO' }));

    await waitFor(() => expect(searchBodies(network)).toHaveLength(2));
    expect(searchBodies(network)[1]).toMatchObject({ priceRange: [500, 1500] });
    expect(sidebar().queryByRole('alert')).toBeNull();
  });

  it('when sorting and filtering by category, then the search asks for them; Review is shown but disabled', async () => {
    const network = searchNetwork(cards(2));
    renderRoute('/search/shirt');
    await screen.findAllByRole('article');

    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getByRole('option', { name: 'Review' })).toBeDisabled();
    await userEvent.selectOptions(sort, 'Price: low to high');
    await userEvent.selectOptions(sidebar().getByLabelText('Category'), 'Women');

    await waitFor(() => expect(searchBodies(network)).toHaveLength(3));
    expect(searchBodies(network)[1]).toMatchObject({ sortingMethod: 3, filterCategory: -1 });
    expect(searchBodies(network)[2]).toMatchObject({ sortingMethod: 3, filterCategory: 2 });
  });

  it('when a sort is picked before the page shows the price range just applied, then both hold', async () => {
    const network = searchNetwork(cards(2));
    const { router } = renderRoute('/search/shirt');
    await screen.findAllByRole('article');
    await userEvent.type(sidebar().getByLabelText('Minimum price'), '300');
    await userEvent.type(sidebar().getByLabelText('Maximum price'), '400');

    // GO, then the sort before the router renders the new URL (it renders in a transition).
    const go = sidebar().getByRole('button', { name: 'GO' });
    const sort = screen.getByLabelText('Sort by');
    act(() => {
      fireEvent.click(go);
      fireEvent.change(sort, { target: { value: '3' } });
    });

    await waitFor(() => expect(router.location.search).toBe('?min=300&max=400&sort=3'));
    await waitFor(() =>
      expect(searchBodies(network).at(-1)).toMatchObject({
        priceRange: [300, 400],
        sortingMethod: 3,
      }),
    );
  });

  it('when a search page is loaded from its link, then the search box holds its words', async () => {
    searchNetwork(cards(1));
    renderRoute('/search/blue%20kurta');

    await screen.findAllByRole('article');
    for (const box of screen.getAllByRole('combobox', { name: 'Search products' }))
      expect(box).toHaveValue('blue kurta');
  });
});
