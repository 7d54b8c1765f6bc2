import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { FilterIcon, SearchIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useGetRawDataQuery } from '@/features/catalog/catalog-api';
import { enabledCategories } from '@/features/catalog/category-selectors';
import { ProductResults } from '@/features/catalog/product-results';
import { useSearchProductsInfiniteQuery } from './search-api';
import { SearchFilterPanel } from './search-filter-panel';
import { FacetFilters } from '@/features/filters/facet-filters';
import { FilterSheet, NO_FILTERS } from '@/features/filters/filter-sheet';
import { activeFilterCount, toSearchArg } from './search-filters-state';
import styles from './search-page.module.css';
import { SortControl } from './sort-control';
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
  const [sheetOpen, setSheetOpen] = useState(false);

  const active = activeFilterCount(filters);
  const scope = { item: searchItem, filterCategory: filters.filterCategory };

  return (
    <div className="container page">
      <PageHeader
        eyebrow="Search results for"
        title={`“${searchItem}”`}
        actions={
          <>
            <Button
              variant="secondary"
              className={styles.filtersButton}
              icon={<FilterIcon size={18} />}
              aria-haspopup="dialog"
              onClick={() => setSheetOpen(true)}
            >
              Filters{active > 0 ? ` (${active})` : ''}
            </Button>
            <SortControl
              value={filters.sortingMethod}
              onChange={(sortingMethod) => setFilters({ sortingMethod })}
            />
          </>
        }
      />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Search filters">
          <div className={styles.sideHead}>
            <h2 className={styles.sideTitle}>Filters</h2>
            {active > 0 && (
              <button
                type="button"
                className={styles.clearAll}
                onClick={() => setFilters({ ...NO_FILTERS, filterCategory: -1 })}
              >
                Clear all
              </button>
            )}
          </div>
          <SearchFilterPanel
            key={`${filters.min}-${filters.max}`}
            categories={categories}
            filters={filters}
            onChange={setFilters}
          />
          <FacetFilters scope={scope} filters={filters} onChange={setFilters} />
        </aside>
        <section className={styles.results} aria-label="Results">
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
        </section>
      </div>
      <FilterSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        filters={filters}
        onApply={setFilters}
      >
        {(draft, change, apply) => (
          <>
            <SearchFilterPanel
              categories={categories}
              filters={draft}
              onChange={change}
              onApplied={apply}
            />
            <FacetFilters
              scope={{ item: searchItem, filterCategory: draft.filterCategory }}
              filters={draft}
              onChange={change}
            />
          </>
        )}
      </FilterSheet>
    </div>
  );
}
