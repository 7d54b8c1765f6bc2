import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchFilters, writeSearchFilters, type SearchFilters } from './search-filters-state';

/**
 * The search or category page's filters as kept in the URL, and a function that changes some
 * of them. Each change is a new history entry, so Back takes the last one back.
 *
 * The router renders a new URL in a transition, so for a moment after one change (GO closing
 * the phone's sheet) the page still holds the previous filters. A change made in that moment
 * (picking a sort) must build on the filters last written, not on the rendered ones, or it
 * writes the older filters back and the price range is lost.
 */
export function useSearchFilters(): [SearchFilters, (patch: Partial<SearchFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readSearchFilters(params), [params]);
  const written = useRef<{ over: URLSearchParams; filters: SearchFilters } | null>(null);

  const change = (patch: Partial<SearchFilters>) => {
    // Written over the URL this render shows and not rendered yet: newer than `filters`. Once
    // the router renders any URL (this one, or back and forward), the rendered filters win.
    const base = written.current?.over === params ? written.current.filters : filters;
    const next = { ...base, ...patch };
    written.current = { over: params, filters: next };
    setParams(writeSearchFilters(next));
  };
  return [filters, change];
}
