import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { searchSubmitted, selectSearchItem } from '@/app/ui-slice';
import { SearchIcon } from '@/components/icons';
import { cx } from '@/lib/cx';
import styles from './search-box.module.css';

/** The header search: submits to /search/{text}. */
export function SearchBox({ className }: { className?: string }) {
  const lastSearch = useAppSelector(selectSearchItem);
  const [text, setText] = useState(lastSearch);
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
