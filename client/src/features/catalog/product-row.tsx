import type { ProductCard as ProductSummary } from '@contracts/products';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { ChevronRightIcon } from '@/components/page-icons';
import { HOME_ROW_SIZE } from '@/lib/shop-constants';
import { isListable } from './product-pricing';
import { ProductGrid } from './product-grid';
import styles from './product-row.module.css';

export interface ProductRowProps {
  title: string;
  eyebrow?: string;
  /** 'view all' target (a category page). */
  viewAllTo?: string;
  products: readonly ProductSummary[] | undefined;
  loading: boolean;
  /**
   * Not asked for yet: the row waits to come near the viewport (a lazy row). Its placeholders
   * hold still, so rows below the fold do not keep the browser drawing a shimmer nobody sees.
   */
  waiting?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Hide the whole row when it turns out empty (recommendations, similar products). */
  hideWhenEmpty?: boolean;
  sectionRef?: Ref<HTMLElement>;
}

/** A titled row of up to five product cards (home rows, similar products). */
export function ProductRow({
  title,
  eyebrow,
  viewAllTo,
  products,
  loading,
  waiting = false,
  error,
  onRetry,
  hideWhenEmpty = true,
  sectionRef,
}: ProductRowProps) {
  const shown = (products ?? []).filter(isListable).slice(0, HOME_ROW_SIZE);
  if (!loading && !waiting && !error && shown.length === 0 && hideWhenEmpty) return null;
  const headingId = `row-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section ref={sectionRef} className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        </div>
        {viewAllTo && (
          <Link to={viewAllTo} className={styles.viewAll} aria-label={`View all ${title}`}>
            View all <ChevronRightIcon size={16} />
          </Link>
        )}
      </div>
      {error ? (
        <div className={styles.error} role="alert">
          <p>We couldn’t load these products.</p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <ProductGrid
          products={shown}
          skeletons={loading || waiting ? HOME_ROW_SIZE : 0}
          still={waiting && !loading}
          layout="row"
          label={title}
        />
      )}
    </section>
  );
}
