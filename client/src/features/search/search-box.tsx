import { useState, type FormEvent } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { searchSubmitted, selectSearchItem } from '@/app/ui-slice';
import { SearchIcon } from '@/components/icons';
import { cx } from '@/lib/cx';
import styles from './search-box.module.css';

/**
 * The header search: submits to /search/{text}. On a search page it holds that page's words
 * (a loaded or shared link too), elsewhere the last search.
 */
export function SearchBox({ className }: { className?: string }) {
  const lastSearch = useAppSelector(selectSearchItem);
  const shown = useMatch('/search/:searchItem')?.params.searchItem ?? lastSearch;
  return <SearchForm key={shown} initial={shown} className={className} />;
}

function SearchForm({ initial, className }: { initial: string; className?: string }) {
  const [text, setText] = useState(initial);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    dispatch(searchSubmitted(query));
    navigate(`/search/${encodeURIComponent(query)}`);
  };

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={onSubmit}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        type="search"
        className={styles.input}
        placeholder="Search for kurtas, jeans, shirts…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <SearchIcon size={20} />
      </button>
    </form>
  );
}
