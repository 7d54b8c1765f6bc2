import { lazy, Suspense, useMemo } from 'react';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { useInView } from '@/components/use-in-view';
import { getShopName } from '@/lib/shop-name';
import { BannerSkeleton, BannerSlider } from './banner-slider';
import { useGetRawDataQuery, useGetSlidersQuery } from './catalog-api';
import { CategoryTiles } from './category-tiles';
import { homeTileCategories } from './category-selectors';
import { Hero } from './hero';
import styles from './home-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

// The product rows sit below the fold: their code and data load when the shopper gets near.
const HomeRows = lazy(() => import('./home-rows').then((m) => ({ default: m.HomeRows })));

/** Still until the rows are asked for: a shimmer below the fold would be drawn for nobody. */
function RowsPlaceholder({ still = false }: { still?: boolean }) {
  return (
    <div className={`container ${styles.placeholder}`} aria-hidden="true">
      <Skeleton width={180} height={28} still={still} />
      <div className={styles.placeholderCards}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} aspectRatio="4 / 5" radius="md" still={still} />
        ))}
      </div>
    </div>
  );
}

function LazyHomeRows() {
  const [ref, seen] = useInView<HTMLDivElement>({ rootMargin: '400px 0px', once: true });
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={<RowsPlaceholder />}>
          <HomeRows />
        </Suspense>
      ) : (
        <RowsPlaceholder still />
      )}
    </div>
  );
}

/** Home: banner slider (the hero when there are no banners), category tiles, product rows. */
export function HomePage() {
  const { data, isLoading, isError, refetch } = useGetRawDataQuery();
  const sliders = useGetSlidersQuery();
  const categories = useMemo(() => homeTileCategories(data?.categories ?? []), [data]);
  const banners = sliders.data ?? [];
  usePageTitle(null);

  return (
    <>
      {sliders.isLoading ? (
        <BannerSkeleton />
      ) : banners.length > 0 ? (
        <>
          <h1 className="sr-only">{getShopName()}: clothing for every day and every occasion</h1>
          <BannerSlider sliders={banners} />
        </>
      ) : (
        <Hero categories={categories} loading={isLoading} />
      )}
      {isError && !data ? (
        <div className={`container ${styles.error}`}>
          <ErrorState
            title="We couldn’t load the shop"
            description="Please check your connection and try again."
            onRetry={() => void refetch()}
          />
        </div>
      ) : (
        <>
          <CategoryTiles
            categories={categories}
            subCategories={data?.subCategories ?? []}
            loading={isLoading}
          />
          <LazyHomeRows />
        </>
      )}
    </>
  );
}
