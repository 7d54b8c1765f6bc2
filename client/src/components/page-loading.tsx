import styles from './page-loading.module.css';

/** Full-page wait state (route guards, first load of a lazy area). */
export function PageLoading({ label = 'Page Loading...' }: { label?: string }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
