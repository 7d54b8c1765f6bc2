import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { CategoriesPanel } from './categories-panel';
import { LoadError } from './load-error';
import { ProductsPanel } from './products-panel';
import { SubCategoriesPanel } from './sub-categories-panel';
import { useGetVendorCategoriesQuery } from './vendor-catalog-api';
import admin from './admin.module.css';

/** /vendor/manage: 'Top Management': categories, sub-categories and their product lists. */
export function ManagementPage() {
  const { data: categories, isLoading, error, refetch } = useGetVendorCategoriesQuery();
  // The chosen category (and the products' sub-category filter) live in the address, so Back
  // from a product's editor returns to them.
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('category')) || null;
  const setChosenId = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', String(id));
        next.delete('sub');
        return next;
      },
      { replace: true },
    );
  const selected = categories?.find((category) => category._id === chosenId) ?? categories?.[0];

  return (
    <>
      <PageHeader
        title="Top Management"
        description="Categories, sub-categories, their order on the site, and the products inside them."
      />
      {isLoading ? (
        <div className={admin.stack}>
          <Skeleton height={280} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </div>
      ) : !categories ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={admin.stack}>
          <CategoriesPanel
            categories={categories}
            selectedId={selected?._id}
            onSelect={setChosenId}
          />
          {selected && <SubCategoriesPanel key={selected._id} category={selected} />}
          {selected && <ProductsPanel category={selected} />}
        </div>
      )}
    </>
  );
}
