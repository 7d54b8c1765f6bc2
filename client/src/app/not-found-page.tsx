import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import styles from './not-found-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

/** Anything no route matches: a friendly way back. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        We couldn’t find that page
      </h1>
      <p className={styles.text}>
        The link may be old or mistyped. Try the search above, or head back to the shop.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Back to the shop
        </Link>
        <Link to="/orders" className={buttonClass('secondary', 'lg')}>
          Your orders
        </Link>
      </div>
    </section>
  );
}
