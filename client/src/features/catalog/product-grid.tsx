import type { ProductCard as ProductSummary } from '@contracts/products';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import { cx } from '@/lib/cx';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** The first cards of a page are above the fold on most screens: no lazy loading for them. */
const EAGER_CARDS = 4;

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Placeholder cards shown after the products (first load or the next page). */
  skeletons?: number;
  /** The placeholder cards hold still: nothing is loading yet (Skeleton's `still`). */
  still?: boolean;
  /** 'row': one line of five that scrolls sideways on phones (home rows, similar products). */
  layout?: 'grid' | 'row';
  label?: string;
  /** Controls under each card (the wishlist's Move to cart and Remove). */
  renderActions?: (product: ProductSummary) => ReactNode;
}

export function ProductCardSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton aspectRatio="4 / 5" radius="md" still={still} />
      <Skeleton width="45%" height={14} still={still} />
      <Skeleton width="80%" height={14} still={still} />
      <Skeleton width="55%" height={14} still={still} />
    </div>
  );
}

export function ProductGrid({
  products,
  skeletons = 0,
  still = false,
  layout = 'grid',
  label,
  renderActions,
}: ProductGridProps) {
  return (
    <ul
      className={cx(styles.list, styles[layout])}
      aria-label={label}
      aria-busy={skeletons > 0 && !still}
    >
      {products.map((product, index) => (
        <li key={product._id} className={cx(styles.item, renderActions && styles.withActions)}>
          <ProductCard product={product} eager={layout === 'grid' && index < EAGER_CARDS} />
          {renderActions?.(product)}
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`} className={styles.item}>
          <ProductCardSkeleton still={still} />
        </li>
      ))}
    </ul>
  );
}
