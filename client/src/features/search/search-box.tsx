import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { searchSubmitted, selectSearchItem } from '@/app/ui-slice';
import { SearchIcon } from '@/components/icons';
import { cx } from '@/lib/cx';
import { SUGGEST_FROM_LENGTH, type SuggestionItem } from './suggestion-item';
import styles from './search-box.module.css';

// Loaded when the shopper first types, so the first page carries only the box.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

/**
 * The header search: submits to /search/{text}. On a search page it holds that page's words
 * (a loaded or shared link too), elsewhere the last search.
 */
export function SearchBox({ className }: { className?: string }) {
  const lastSearch = useAppSelector(selectSearchItem);
  const shown = useMatch('/search/:searchItem')?.params.searchItem ?? lastSearch;
  return <SearchForm key={shown} initial={shown} className={className} />;
}

/** A combobox: suggestions as you type, arrows to move through them, Enter to open one. */
function SearchForm({ initial, className }: { initial: string; className?: string }) {
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onItems = useCallback((next: SuggestionItem[]) => {
    setItems(next);
    setActive(-1);
  }, []);
  const expanded = open && items.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (item: SuggestionItem) => {
    close();
    void navigate(item.to);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? items[active] : undefined;
    if (chosen) return go(chosen);
    const query = text.trim();
    if (!query) return;
    close();
    dispatch(searchSubmitted(query));
    void navigate(`/search/${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (items.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Down from the last row, or up from the first, goes back to the typed text (-1).
    setActive((current) => {
      const next = current + step;
      if (next < -1) return items.length - 1;
      return next >= items.length ? -1 : next;
    });
  };

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={onSubmit}>
      <label htmlFor={`${listId}-box`} className="sr-only">
        Search products
      </label>
      <input
        id={`${listId}-box`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={styles.input}
        placeholder="Search for kurtas, jeans, shirts…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon size={20} />
      </button>
      {open && text.trim().length >= SUGGEST_FROM_LENGTH && (
        <Suspense fallback={null}>
          <SearchSuggestions
            query={text}
            listId={listId}
            active={active}
            onItems={onItems}
            onPick={go}
          />
        </Suspense>
      )}
    </form>
  );
}
