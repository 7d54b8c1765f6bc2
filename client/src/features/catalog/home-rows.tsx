import type { Category } from '@contracts/catalog';
import { useMemo, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { useInView } from '@/components/use-in-view';
import { HOME_ROW_SIZE } from '@/lib/shop-constants';
import { useGetRawDataQuery } from './catalog-api';
import { categoryPath, enabledCategories } from './category-selectors';
import { ProductRow } from './product-row';
import {
  useGetCategoryProductsInfiniteQuery,
  useGetProductCardsQuery,
  useGetSuggestedProductsQuery,
} from './products-api';
import { readRecentlyViewed } from './recently-viewed';

/** One enabled category's five products; fetched when the row comes near the viewport. */
function CategoryRow({ category }: { category: Category }) {
  const [ref, seen] = useInView<HTMLElement>({ rootMargin: '300px 0px', once: true });
  const { data, isLoading, isError, refetch } = useGetCategoryProductsInfiniteQuery(
    { category: category._id, subCategory: -1, limit: HOME_ROW_SIZE },
    { skip: !seen },
  );
  return (
    <ProductRow
      sectionRef={ref}
      title={category.categoryName}
      viewAllTo={categoryPath(category)}
      products={data?.pages[0]}
      loading={isLoading}
      waiting={!seen}
      error={isError}
      onRetry={() => void refetch()}
    />
  );
}

function RecommendedRow({ userId }: { userId: string }) {
  const { data, isLoading } = useGetSuggestedProductsQuery(userId);
  // Spec §8: a failed recommendation load is not shown to the shopper; the row just stays away.
  return (
    <ProductRow
      title="Recommended for you"
      eyebrow="Picked for you"
      products={data}
      loading={isLoading}
    />
  );
}

/** Products viewed in this browser, still listed, newest first; away when there are none. */
function RecentlyViewedRow() {
  const [ids] = useState(readRecentlyViewed);
  const { data } = useGetProductCardsQuery(ids, { skip: ids.length === 0 });
  if (!data || data.length === 0) return null;
  return (
    <ProductRow
      title="Recently viewed"
      eyebrow="Pick up where you left off"
      products={data}
      loading={false}
    />
  );
}

/**
 * Below the home page's fold (a lazily loaded chunk): recently viewed, recommendations, then a
 * row per category.
 */
export function HomeRows() {
  const user = useAppSelector(selectUser);
  const { data } = useGetRawDataQuery();
  const categories = useMemo(() => enabledCategories(data?.categories ?? []), [data]);
  return (
    <div className="container">
      <RecentlyViewedRow />
      {user && <RecommendedRow userId={user._id} />}
      {categories.map((category) => (
        <CategoryRow key={category._id} category={category} />
      ))}
    </div>
  );
}
