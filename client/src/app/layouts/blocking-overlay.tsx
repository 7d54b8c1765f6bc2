import { useAppSelector } from '@/app/hooks';
import { selectIsBlocked } from '@/app/ui-slice';
import styles from './blocking-overlay.module.css';

/** Dims and blocks the page while ui.loading or ui.navLoading is set. */
export function BlockingOverlay() {
  const blocked = useAppSelector(selectIsBlocked);
  if (!blocked) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="assertive">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Please wait…</span>
    </div>
  );
}
