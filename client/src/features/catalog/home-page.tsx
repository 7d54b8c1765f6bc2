import { useMemo } from 'react';
import { useGetRawDataQuery } from './catalog-api';
import { CategoryTiles } from './category-tiles';
import { homeTileCategories } from './category-selectors';
import { Hero } from './hero';

/** Home: hero and category tiles (the banner slider and product rows arrive later). */
export function HomePage() {
  const { data, isLoading } = useGetRawDataQuery();
  const categories = useMemo(() => homeTileCategories(data?.categories ?? []), [data]);
  return (
    <>
      <Hero categories={categories} loading={isLoading} />
      <CategoryTiles
        categories={categories}
        subCategories={data?.subCategories ?? []}
        loading={isLoading}
      />
    </>
  );
}
