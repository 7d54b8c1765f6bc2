import { useId } from 'react';
import type { SortingMethod } from './search-api';
import styles from './search-page.module.css';

/** Spec §9: Default, price low → high, price high → low; 'Review' (2) is shown but not offered. */
const SORT_OPTIONS = [
  { value: 1, label: 'Default' },
  { value: 2, label: 'Review', disabled: true },
  { value: 3, label: 'Price: low to high' },
  { value: 4, label: 'Price: high to low' },
];

/** A compact 'Sort by' pill for the results header. */
export function SortControl({
  value,
  onChange,
}: {
  value: SortingMethod;
  onChange: (next: SortingMethod) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as SortingMethod)}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
