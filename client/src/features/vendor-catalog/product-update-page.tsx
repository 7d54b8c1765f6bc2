import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { UnsavedScope, useUnsavedChanges } from '@/lib/unsaved-changes';
import { useUnsavedWarning } from '@/lib/use-unsaved-warning';
import { EmptyState } from '@/components/empty-state';
import { BoxIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { isApiError } from '@/lib/api-error';
import { PRODUCT_NOT_FOUND } from './catalog-messages';
import { CoverImageCard } from './cover-image-card';
import { GeneralCard } from './general-card';
import { LoadError } from './load-error';
import { ProductTaxCard } from './product-tax-card';
import { ProductTypeCard } from './product-type-card';
import { SimplePricingCard } from './simple-pricing-card';
import { VariantsSection } from './variants-section';
import {
  useDuplicateProductMutation,
  useGetVendorProductQuery,
  useRemoveProductMutation,
} from './vendor-products-api';
import { WizardSteps } from './wizard-steps';
import admin from './admin.module.css';
import styles from './product-update.module.css';

const toId = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** /vendor/product/{id}: 'Product Update', the wizard's step 4 (General) for one product. */
export function ProductUpdatePage() {
  const id = toId(useParams().id);
  const location = useLocation();
  const createdName = (location.state as { createdName?: string } | null)?.createdName;
  const { data: product, error, isLoading, refetch } = useGetVendorProductQuery(id ?? skipToken);
  const notFound = id === null || (isApiError(error) && error.status === 404);
  // Any form with changes not saved yet (fields, chosen images, the varient grid) warns on leaving.
  const unsaved = useUnsavedChanges();
  const [deleted, setDeleted] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [removeProduct, removing] = useRemoveProductMutation();
  const [duplicateProduct, duplicating] = useDuplicateProductMutation();
  const navigate = useNavigate();
  useUnsavedWarning(unsaved.dirty && !deleted);

  const duplicate = async () => {
    if (!product) return;
    const result = await duplicateProduct({ id: product._id });
    if (result.error) return notify('error', errorMessage(result.error));
    notify('success', 'Copy made (hidden until you show it)');
    navigate(`/vendor/product/${result.data}`);
  };
  const remove = async () => {
    if (!product) return;
    const result = await removeProduct({ id: product._id });
    if (result.error) return notify('error', errorMessage(result.error));
    flushSync(() => {
      setConfirmingDelete(false);
      setDeleted(true);
    });
    notify('success', 'Product deleted');
    navigate('/vendor/manage', { replace: true });
  };

  const header = (
    <PageHeader
      title="Product Update"
      description={
        product
          ? `#${product._id} · ${product.productName}`
          : createdName && `#${id} · ${createdName}`
      }
      actions={
        product && (
          <>
            {product.productStatus === 1 && (
              <Link to={`/item/info/${product._id}`} className={buttonClass('secondary', 'sm')}>
                View in shop
              </Link>
            )}
            <Button
              variant="secondary"
              size="sm"
              loading={duplicating.isLoading}
              onClick={() => void duplicate()}
            >
              Duplicate
            </Button>
            <Button variant="danger" size="sm" onClick={() => setConfirmingDelete(true)}>
              Delete product
            </Button>
          </>
        )
      }
    />
  );

  if (notFound) {
    return (
      <>
        {header}
        <EmptyState
          icon={<BoxIcon />}
          title={PRODUCT_NOT_FOUND}
          description="This product may have been deleted. Find it again from the product lists in Top Management."
          action={
            <Link to="/vendor/manage" className={buttonClass('primary')}>
              Go to Top Management
            </Link>
          }
        />
      </>
    );
  }

  return (
    <>
      {header}
      <WizardSteps active={4} />
      {isLoading ? (
        <Skeleton height={420} radius="lg" />
      ) : !product ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <UnsavedScope report={unsaved.report}>
          <div className={admin.stack} key={product._id}>
            <div className={styles.top}>
              <GeneralCard product={product} />
              <div className={admin.stack}>
                <ProductTypeCard product={product} />
                <CoverImageCard product={product} />
                <ProductTaxCard productId={product._id} />
              </div>
            </div>
            {product.productType === 0 ? (
              <SimplePricingCard product={product} />
            ) : (
              <VariantsSection product={product} />
            )}
          </div>
        </UnsavedScope>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this product?"
        message={`${product?.productName ?? 'This product'} will be deleted with its varients and images. Orders keep their own copy.`}
        confirmLabel="Delete product"
        busy={removing.isLoading}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}
