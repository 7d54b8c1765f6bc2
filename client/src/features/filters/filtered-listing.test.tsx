import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchFilters } from '@/features/search/search-filters-state';
import { FilteredListing } from './filtered-listing';

const filters: SearchFilters = {
  filterCategory: -1,
  min: null,
  max: null,
  sortingMethod: 1,
  sizes: ['M'],
  colours: [],
  minDiscount: 0,
};

function renderListing() {
  const onChange = jest.fn();
  render(
    <FilteredListing
      eyebrow="Shop the collection"
      title="Men"
      filters={filters}
      onChange={onChange}
      filtersLabel="Product filters"
      resultsLabel="Products"
      panel={(picked, change, apply) => (
        <>
          <p>Sizes: {picked.sizes.join(', ') || 'none'}</p>
          <button type="button" onClick={() => change({ sizes: [...picked.sizes, 'L'] })}>
            Add L
          </button>
          {apply && (
            <button type="button" onClick={apply}>
              Apply from inside
            </button>
          )}
        </>
      )}
    >
      <p>the results</p>
    </FilteredListing>,
  );
  return onChange;
}

describe('FilteredListing', () => {
  it('when a filter is picked, then the sidebar counts it and Clear all clears it (sort stays)', async () => {
    const onChange = renderListing();

    const sidebar = within(screen.getByRole('complementary', { name: 'Product filters' }));
    expect(sidebar.getByText('Sizes: M')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Products' })).getByText('the results'),
    ).toBeInTheDocument();

    await userEvent.click(sidebar.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenCalledWith({
      sizes: [],
      colours: [],
      minDiscount: 0,
      min: null,
      max: null,
    });
  });

  it('when the phone sheet is used, then its picks are a draft applied once with Apply', async () => {
    const onChange = renderListing();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Add L' }));
    expect(sheet.getByText('Sizes: M, L')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(sheet.getByRole('button', { name: 'Apply from inside' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ sizes: ['M', 'L'] });
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });
});
