import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { FilterIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { activeFilterCount, type SearchFilters } from '@/features/search/search-filters-state';
import { SortControl } from '@/features/search/sort-control';
import { FilterSheet, NO_FILTERS } from './filter-sheet';
import styles from './filtered-listing.module.css';

type Change = (patch: Partial<SearchFilters>) => void;

export interface FilteredListingProps {
  eyebrow: ReactNode;
  title: ReactNode;
  /** Between the header and the list (the category's sub-category chips). */
  nav?: ReactNode;
  /** The filters as the URL holds them (`useSearchFilters`), and a change to some of them. */
  filters: SearchFilters;
  onChange: Change;
  /** What the sidebar's Clear all resets (sort always stays). */
  cleared?: Partial<SearchFilters>;
  /** The names of the sidebar and of the results, for screen readers and journeys. */
  filtersLabel: string;
  resultsLabel: string;
  /**
   * The filter controls: in the sidebar over the URL's filters; in the phone's sheet over its
   * draft, with `apply` to apply the sheet from inside (undefined in the sidebar).
   */
  panel: (filters: SearchFilters, change: Change, apply?: () => void) => ReactNode;
  /** The results. */
  children: ReactNode;
}

/**
 * A product listing with filters (category and search pages): the header with Filters (phones)
 * and Sort, the sticky filter sidebar with Clear all, the results, and the phone's filter sheet.
 */
export function FilteredListing({
  eyebrow,
  title,
  nav,
  filters,
  onChange,
  cleared = NO_FILTERS,
  filtersLabel,
  resultsLabel,
  panel,
  children,
}: FilteredListingProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <div className="container page">
      <PageHeader
        eyebrow={eyebrow}
        title={title}
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
              onChange={(sortingMethod) => onChange({ sortingMethod })}
            />
          </>
        }
      />
      {nav}
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={filtersLabel}>
          <div className={styles.sideHead}>
            <h2 className={styles.sideTitle}>Filters</h2>
            {active > 0 && (
              <button type="button" className={styles.clearAll} onClick={() => onChange(cleared)}>
                Clear all
              </button>
            )}
          </div>
          {panel(filters, onChange)}
        </aside>
        <section className={styles.results} aria-label={resultsLabel}>
          {children}
        </section>
      </div>
      <FilterSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        filters={filters}
        onApply={onChange}
      >
        {panel}
      </FilterSheet>
    </div>
  );
}
