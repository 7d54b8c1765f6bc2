import type { Category } from '@contracts/catalog';
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { useInView } from '@/components/use-in-view';
import { HOME_ROW_SIZE } from '@/lib/shop-constants';
import { useGetRawDataQuery } from './catalog-api';
import { categoryPath, enabledCategories } from './category-selectors';
import { ProductRow } from './product-row';
import { useGetCategoryProductsInfiniteQuery, useGetSuggestedProductsQuery } from './products-api';

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
      loading={!seen || isLoading}
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

/** Below the home page's fold (a lazily loaded chunk): recommendations, then a row per category. */
export function HomeRows() {
  const user = useAppSelector(selectUser);
  const { data } = useGetRawDataQuery();
  const categories = useMemo(() => enabledCategories(data?.categories ?? []), [data]);
  return (
    <div className="container">
      {user && <RecommendedRow userId={user._id} />}
      {categories.map((category) => (
        <CategoryRow key={category._id} category={category} />
      ))}
    </div>
  );
}
