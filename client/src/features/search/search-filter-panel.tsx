import type { Category } from '@contracts/catalog';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Select } from '@/components/select';
import { TextField } from '@/components/text-field';
import { checkPriceRange, type SearchFilters } from './search-filters-state';
import styles from './search-page.module.css';

export interface SearchFilterPanelProps {
  categories: readonly Category[];
  filters: SearchFilters;
  /** Changes the given filters and keeps the others. */
  onChange: (patch: Partial<SearchFilters>) => void;
  /** After GO applied a valid price range (the phone's sheet closes). */
  onApplied?: () => void;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** Category filter (applies at once) and the min/max price applied with GO. */
export function SearchFilterPanel({
  categories,
  filters,
  onChange,
  onApplied,
}: SearchFilterPanelProps) {
  const [minText, setMinText] = useState(text(filters.min));
  const [maxText, setMaxText] = useState(text(filters.max));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkPriceRange(minText, maxText);
    if (!check.ok) return setError(check.error);
    setError(null);
    onChange({ min: check.min, max: check.max });
    onApplied?.();
  };

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-label="Filters">
      <Select
        label="Category"
        value={String(filters.filterCategory)}
        onChange={(event) => onChange({ filterCategory: Number(event.target.value) })}
        options={[
          { value: '-1', label: 'All' },
          ...categories.map((c) => ({ value: String(c._id), label: c.categoryName })),
        ]}
      />
      <fieldset className={styles.price}>
        <legend className={styles.legend}>Price (₹)</legend>
        <div className={styles.priceRow}>
          <TextField
            label="Minimum price"
            inputMode="decimal"
            placeholder="Min"
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
            {...invalid}
          />
          <span className={styles.to} aria-hidden="true">
            to
          </span>
          <TextField
            label="Maximum price"
            inputMode="decimal"
            placeholder="Max"
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            {...invalid}
          />
          <Button type="submit" className={styles.go}>
            GO
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
