import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, rawData } from '@test/catalog-fixtures';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { categoryPath } from '@/features/catalog/category-selectors';

configure({ asyncUtilTimeout: 3000 });

const men = { _id: 1, categoryName: 'Men', categoryIndex: 1 };

function shop() {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [200, rawData([aCategory()])],
    'GET /api/vendor/general/156/getSlider': [200, { finalData: [] }],
    'POST /api/user/searchSuggestions': [
      200,
      {
        categories: [{ category: men, subCategory: { _id: 11, subCategoryName: 'Shirts' } }],
        products: [
          { _id: 42, productName: 'Oxford Shirt', productBrand: 'Urban Loom', coverImg: null },
        ],
      },
    ],
    'POST /api/user/search': [200, { items: [] }],
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
// The header shows once the page's lazily loaded screen has arrived.
const shownBox = () => screen.findByRole('combobox', { name: 'Search products' });

describe('SearchBox suggestions', () => {
  it('when typing, then suggestions show; arrows move through them and Enter opens one', async () => {
    const network = shop();
    const { router } = renderRoute('/');

    await userEvent.type(await shownBox(), 'shi');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shirtsin Men', 'Oxford ShirtUrban Loom']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const asked = network.requests.filter((r) => r.url === '/api/user/searchSuggestions');
    // Debounced: one request for the whole word, not one per letter.
    expect(asked.map((r) => JSON.parse(String(r.data)))).toEqual([{ item: 'shi' }]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(list).getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');

    await waitFor(() =>
      expect(decodeURIComponent(router.location.pathname)).toBe(
        decodeURIComponent(categoryPath(men, 11)),
      ),
    );
  });

  it('when Escape is pressed, then the list closes and Enter searches the typed words', async () => {
    shop();
    const { router } = renderRoute('/');

    await userEvent.type(await shownBox(), 'shirt');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.location.pathname).toBe('/search/shirt'));
  });

  it('when a product suggestion is clicked, then its page opens', async () => {
    shop();
    const { router } = renderRoute('/');

    await userEvent.type(await shownBox(), 'oxf');
    await userEvent.click(await screen.findByRole('option', { name: /Oxford Shirt/ }));

    await waitFor(() => expect(router.location.pathname).toBe('/item/info/42'));
  });
});
