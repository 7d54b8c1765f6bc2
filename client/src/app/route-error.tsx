import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import styles from './not-found-page.module.css';

/** Last-resort screen when a route fails to load or render (e.g. a chunk after a deploy). */
export function RouteError() {
  return (
    <main className={`container ${styles.page}`}>
      <h1 className={styles.title}>Something Went Wrong</h1>
      <p className={styles.text}>
        Please reload the page. If it keeps happening, try again in a few minutes.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          onClick={() => location.reload()}
        >
          Reload
        </button>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          Back to the shop
        </Link>
      </div>
    </main>
  );
}
