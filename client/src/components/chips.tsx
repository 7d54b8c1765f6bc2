import { Link } from 'react-router-dom';
import { cx } from '@/lib/cx';
import styles from './chips.module.css';

export interface ChipLink {
  key: string | number;
  label: string;
  to: string;
  active?: boolean;
}

/** A row of pill links (e.g. sub-category filters); the active one is marked aria-current. */
export function ChipLinks({ label, chips }: { label: string; chips: ChipLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              className={cx(styles.chip, chip.active && styles.active)}
              aria-current={chip.active ? 'page' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
