import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import type { SearchFilters } from '@/features/search/search-filters-state';

/** Every facet and the price cleared (sort and category stay). */
export const NO_FILTERS: Partial<SearchFilters> = {
  sizes: [],
  colours: [],
  minDiscount: 0,
  min: null,
  max: null,
};

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  /** Called once with every change made in the sheet, when the shopper presses Apply. */
  onApply: (patch: Partial<SearchFilters>) => void;
  /** The sheet's content: the draft, a change to it, and Apply (e.g. for a GO button inside). */
  children: (
    draft: SearchFilters,
    change: (patch: Partial<SearchFilters>) => void,
    apply: () => void,
  ) => ReactNode;
}

/** The phone's filter sheet: picks are a draft (counts follow it) until Apply. */
export function FilterSheet(props: FilterSheetProps) {
  return props.open ? <OpenSheet {...props} /> : null;
}

function OpenSheet({ onClose, filters, onApply, children }: FilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  const [changed, setChanged] = useState<Partial<SearchFilters>>({});
  const [applying, setApplying] = useState(false);
  const change = (patch: Partial<SearchFilters>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setChanged((current) => ({ ...current, ...patch }));
  };
  // Applied after the render, so a change made in the same event (GO sets the price, then
  // applies) is part of it.
  const apply = () => setApplying(true);
  useEffect(() => {
    if (!applying) return;
    onApply(changed);
    onClose();
  }, [applying, changed, onApply, onClose]);
  return (
    <Drawer
      open
      onClose={onClose}
      side="right"
      title="Filters"
      footer={
        <>
          <Button variant="secondary" onClick={() => change(NO_FILTERS)}>
            Clear all
          </Button>
          <Button onClick={apply}>Apply</Button>
        </>
      }
    >
      {children(draft, change, apply)}
    </Drawer>
  );
}
