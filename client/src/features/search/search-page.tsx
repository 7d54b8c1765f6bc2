import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { SearchIcon } from '@/components/icons';
import { useGetRawDataQuery } from '@/features/catalog/catalog-api';
import { enabledCategories } from '@/features/catalog/category-selectors';
import { ProductResults } from '@/features/catalog/product-results';
import { useSearchProductsInfiniteQuery } from './search-api';
import { SearchFilterPanel } from './search-filter-panel';
import { FacetFilters } from '@/features/filters/facet-filters';
import { NO_FILTERS } from '@/features/filters/filter-sheet';
import { FilteredListing } from '@/features/filters/filtered-listing';
import { toSearchArg } from './search-filters-state';
import { useSearchFilters } from './use-search-filters';
import { usePageTitle } from '@/lib/use-page-title';

/** /search/{searchItem}: category and price filters, sorting, results 20 at a time. */
export function SearchPage() {
  const { searchItem = '' } = useParams();
  const [filters, setFilters] = useSearchFilters();
  usePageTitle(`Search results for “${searchItem}”`);
  const arg = toSearchArg(searchItem, filters);
  const results = useSearchProductsInfiniteQuery(arg);
  const { data } = useGetRawDataQuery();
  const categories = useMemo(() => enabledCategories(data?.categories ?? []), [data]);

  return (
    <FilteredListing
      eyebrow="Search results for"
      title={`“${searchItem}”`}
      filters={filters}
      onChange={setFilters}
      cleared={{ ...NO_FILTERS, filterCategory: -1 }}
      filtersLabel="Search filters"
      resultsLabel="Results"
      panel={(picked, change, apply) => (
        <>
          <SearchFilterPanel
            // In the sidebar the price fields follow the URL (Clear all, back); in the sheet
            // they are the draft.
            key={apply ? 'sheet' : `${picked.min}-${picked.max}`}
            categories={categories}
            filters={picked}
            onChange={change}
            onApplied={apply}
          />
          <FacetFilters
            scope={{ item: searchItem, filterCategory: picked.filterCategory }}
            filters={picked}
            onChange={change}
          />
        </>
      )}
    >
      <ProductResults
        key={JSON.stringify(arg)}
        query={results}
        label={`Results for ${searchItem}`}
        empty={{
          icon: <SearchIcon />,
          title: 'sorry, There is no item for this search',
          description: 'Try a shorter word, a different spelling, or fewer filters.',
        }}
      />
    </FilteredListing>
  );
}
