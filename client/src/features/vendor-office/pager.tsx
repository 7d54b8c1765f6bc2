import { Button } from '@/components/button';
import styles from './office-table.module.css';

/** "26–50 of 240" with Previous / Next. */
export function Pager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, total, onPage } = props;
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span>
        Page {page} of {last}
      </span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}

/** "1–25 of 240 orders", or "of 10,000+" when the count stopped there. */
export function rangeText(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  noun: string,
  exact = true,
) {
  if (total === 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const of = `${total.toLocaleString('en-IN')}${exact ? '' : '+'}`;
  return `${first}–${first + shown - 1} of ${of} ${noun}`;
}
