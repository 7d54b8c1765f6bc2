import { useInView } from '@/components/use-in-view';
import { ProductRow } from './product-row';
import { useGetRelatedProductsQuery } from './products-api';

/** 'Similar products' at the foot of the product page, fetched when it comes near. */
export function SimilarProducts({ productId }: { productId: number }) {
  const [ref, seen] = useInView<HTMLElement>({ rootMargin: '400px 0px', once: true });
  const { data, isLoading, isError } = useGetRelatedProductsQuery(productId, { skip: !seen });
  const others = data?.filter((product) => product._id !== productId);
  // A failed load is not shown to the shopper (spec §8): the row simply stays away.
  if (isError) return null;
  return (
    <ProductRow
      sectionRef={ref}
      title="Similar products"
      eyebrow="You may also like"
      products={others}
      loading={isLoading}
      waiting={!seen}
    />
  );
}
