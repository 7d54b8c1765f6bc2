import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import styles from './office-table.module.css';

/**
 * The search box above an owner's table: typing edits a draft, Search applies it (trimmed), so
 * the table is not re-read on every key.
 */
export function TableSearch(props: {
  label: string;
  placeholder: string;
  /** The applied search (from the address). */
  query: string;
  onSearch: (query: string) => void;
}) {
  const { label, placeholder, query, onSearch } = props;
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
