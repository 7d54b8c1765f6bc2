import type { ProductCard as ProductSummary } from '@contracts/products';
import { useEffect, useMemo, type ReactNode } from 'react';
import { BackToTop } from '@/components/back-to-top';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useInView } from '@/components/use-in-view';
import { isListable } from './product-pricing';
import { ProductGrid } from './product-grid';
import styles from './product-results.module.css';

/** The parts of an RTK Query infinite-query result that a product list needs. */
export interface PagedProducts {
  data?: { pages: ProductSummary[][] };
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface ProductResultsProps {
  query: PagedProducts;
  label: string;
  empty: { title: string; description?: ReactNode; icon?: ReactNode };
}

const FIRST_LOAD_SKELETONS = 8;
const NEXT_PAGE_SKELETONS = 4;

/**
 * An infinitely scrolling product grid: the next page loads as the end comes near (a sentinel
 * watched by IntersectionObserver, with a button for keyboards); 'Back To Top' once exhausted.
 */
export function ProductResults({ query, label, empty }: ProductResultsProps) {
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const products = useMemo(() => (data?.pages.flat() ?? []).filter(isListable), [data]);
  const [sentinel, nearEnd] = useInView<HTMLDivElement>({ rootMargin: '800px 0px' });

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  if (query.isLoading) {
    return <ProductGrid products={[]} skeletons={FIRST_LOAD_SKELETONS} label={label} />;
  }
  if (query.isError && products.length === 0) {
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  if (products.length === 0 && !hasNextPage) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return (
    <>
      <ProductGrid
        products={products}
        skeletons={query.isFetchingNextPage ? NEXT_PAGE_SKELETONS : 0}
        label={label}
      />
      {hasNextPage ? (
        <div ref={sentinel} className={styles.more}>
          {isFetchNextPageError && <p role="alert">We couldn’t load more products.</p>}
          {!query.isFetchingNextPage && (
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {isFetchNextPageError ? 'Try again' : 'Show more'}
            </Button>
          )}
        </div>
      ) : (
        <div className={styles.end}>
          <p className={styles.endText}>You’ve seen it all</p>
          <BackToTop />
        </div>
      )}
    </>
  );
}
