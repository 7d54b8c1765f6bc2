import type { FacetsBody } from '@contracts/products';
import { Skeleton } from '@/components/skeleton';
import { cx } from '@/lib/cx';
import { formatMoney } from '@/lib/money';
import type { SearchFilters } from '@/features/search/search-filters-state';
import { swatch } from './colour-swatch';
import { useGetFacetsQuery } from './facets-api';
import styles from './facet-filters.module.css';

/** What the counts are over: a category (and sub-category) or a search (and its category). */
export type FacetScope =
  { category: number; subCategory: number } | { item: string; filterCategory: number };

export interface FacetFiltersProps {
  scope: FacetScope;
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  /** Price ranges as choices (the category page); the search page has its own min/max. */
  priceChoices?: boolean;
}

export function facetsBody(scope: FacetScope, filters: SearchFilters): FacetsBody {
  return {
    ...scope,
    sizes: filters.sizes,
    colours: filters.colours,
    minDiscount: filters.minDiscount,
    priceRange: filters.min === null && filters.max === null ? null : [filters.min, filters.max],
  };
}

const toggle = (values: string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

function priceLabel(min: number | null, max: number | null) {
  if (min === null) return `Under ${formatMoney(Number(max) + 1)}`;
  if (max === null) return `${formatMoney(min)} and above`;
  return `${formatMoney(min)} – ${formatMoney(max)}`;
}

/** Size, colour, price and discount filters, each value with how many products it would list. */
export function FacetFilters({
  scope,
  filters,
  onChange,
  priceChoices = false,
}: FacetFiltersProps) {
  const { data, isLoading, isError } = useGetFacetsQuery(facetsBody(scope, filters));
  if (isLoading)
    return (
      <div className={styles.loading} aria-busy="true" aria-label="Loading filters">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={18} />
        ))}
      </div>
    );
  if (isError || !data) return <p className={styles.note}>Filters could not be loaded.</p>;

  const count = (n: number) => <span className={styles.count}>({n})</span>;
  return (
    <div className={styles.facets}>
      {data.sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Size</legend>
          <div className={styles.sizes}>
            {data.sizes.map(({ value, count: n }) => {
              const on = filters.sizes.includes(value);
              return (
                <label
                  key={value}
                  className={cx(styles.size, on && styles.on, n === 0 && !on && styles.none)}
                >
                  <input
                    type="checkbox"
                    className={styles.hidden}
                    checked={on}
                    disabled={n === 0 && !on}
                    onChange={() => onChange({ sizes: toggle(filters.sizes, value) })}
                  />
                  <span>{value}</span>
                  {count(n)}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {data.colours.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Colour</legend>
          <div className={styles.list}>
            {data.colours.map(({ value, count: n }) => {
              const on = filters.colours.includes(value);
              return (
                <label key={value} className={cx(styles.row, n === 0 && !on && styles.none)}>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={n === 0 && !on}
                    onChange={() => onChange({ colours: toggle(filters.colours, value) })}
                  />
                  <span
                    className={styles.swatch}
                    style={{ background: swatch(value) }}
                    aria-hidden="true"
                  />
                  <span className={styles.name}>{value}</span>
                  {count(n)}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {priceChoices && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Price</legend>
          <div className={styles.list}>
            {data.prices.map(({ min, max, count: n }) => {
              const on = filters.min === min && filters.max === max;
              return (
                <label
                  key={`${min}-${max}`}
                  className={cx(styles.row, n === 0 && !on && styles.none)}
                >
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={n === 0 && !on}
                    onChange={() => onChange(on ? { min: null, max: null } : { min, max })}
                  />
                  <span className={styles.name}>{priceLabel(min, max)}</span>
                  {count(n)}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Discount</legend>
        <div className={styles.list}>
          {data.discounts
            .filter(({ count: n, value }) => n > 0 || filters.minDiscount === value)
            .map(({ value, count: n }) => (
              <label key={value} className={styles.row}>
                <input
                  type="radio"
                  name="minDiscount"
                  checked={filters.minDiscount === value}
                  onChange={() => onChange({ minDiscount: value })}
                />
                <span className={styles.name}>{value}% and above</span>
                {count(n)}
              </label>
            ))}
          {filters.minDiscount > 0 && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => onChange({ minDiscount: 0 })}
            >
              Any discount
            </button>
          )}
          {data.discounts.every((d) => d.count === 0) && filters.minDiscount === 0 && (
            <p className={styles.note}>No discounts here right now.</p>
          )}
        </div>
      </fieldset>
    </div>
  );
}
