import type { ProductCard } from '@contracts/products';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon, ChevronRightIcon } from '@/components/page-icons';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { NO_MORE_PRODUCTS, NO_PRODUCT } from './catalog-messages';
import { useNearEnd } from './use-near-end';
import { useGetVendorProductsInfiniteQuery, type VendorProductsArg } from './vendor-catalog-api';
import admin from './admin.module.css';
import styles from './vendor-product-list.module.css';

function priceOf(product: ProductCard): string {
  const { min, max } = product.priceRange;
  if (min === null || max === null) return 'No price yet';
  return min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;
}

function goToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  document.getElementById('vendor-main')?.focus({ preventScroll: true });
}

/** A category's (or sub-category's) products, 18 at a time, loading more near the end. */
export function VendorProductList({ arg }: { arg: VendorProductsArg }) {
  const query = useGetVendorProductsInfiniteQuery(arg);
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const products = data?.pages.flat() ?? [];
  const [sentinel, nearEnd] = useNearEnd<HTMLDivElement>();

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  if (query.isLoading) {
    return (
      <div className={styles.loading} role="status" aria-label="Loading products">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={72} />
        ))}
      </div>
    );
  }
  if (query.isError && products.length === 0) {
    return (
      <div role="alert" className={admin.errorBox}>
        {errorMessage(query.error)}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (products.length === 0) {
    return <EmptyState icon={<BoxIcon />} title={NO_PRODUCT} />;
  }

  return (
    <>
      <ul className={styles.list} aria-label="Products">
        {products.map((product) => (
          <li key={product._id} className={styles.row}>
            {product.CoverImages[0] ? (
              <img
                src={product.CoverImages[0]}
                alt=""
                width={56}
                height={70}
                loading="lazy"
                className={styles.cover}
              />
            ) : (
              <span className={styles.cover} aria-hidden="true" />
            )}
            <div className={styles.main}>
              <Link to={`/vendor/product/${product._id}`} className={styles.name}>
                {product.productName}
              </Link>
              <span className={styles.meta}>
                #{product._id} · {product.productBrand} · {priceOf(product)}
              </span>
            </div>
            <div className={styles.badges}>
              {product.productStatus === 1 ? (
                <Badge tone="success">Active</Badge>
              ) : (
                <Badge tone="warning">Inactive</Badge>
              )}
              <Badge>{product.productType === 1 ? 'Variable' : 'Simple'}</Badge>
            </div>
            <ChevronRightIcon size={18} className={styles.chevron} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinel} className={styles.more}>
          {isFetchNextPageError && <p role="alert">Could not load more products.</p>}
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchNextPageError ? 'Try again' : 'Load more products'}
          </Button>
        </div>
      ) : (
        <p className={styles.end}>
          {NO_MORE_PRODUCTS.replace('Go To Top', '')}
          <button type="button" className={admin.linkButton} onClick={goToTop}>
            Go To Top
          </button>
        </p>
      )}
    </>
  );
}
