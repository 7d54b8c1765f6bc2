import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A table's filters kept in the address (so Back, reload and links restore them): reads every
 * listed key; `set` merges changes, drops empty ones, and returns to page 1 unless a page is set.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<
    K | 'page',
    string
  >;
  values.page = params.get('page') ?? '';
  const page = Math.max(1, Number(values.page) || 1);
  const set = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      });
    },
    [setParams],
  );
  return { values, page, set };
}
