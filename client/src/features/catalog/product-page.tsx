import type { ProductDetail } from '@contracts/products';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { NotFoundPage } from '@/app/not-found-page';
import { selectUser } from '@/app/session-slice';
import { AfterFirstRender } from '@/components/after-first-render';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { StarRating } from '@/components/star-rating';
import { isApiError } from '@/lib/api-error';
import { DepartmentPath } from './department-path';
import { ProductBuyBox } from './product-buy-box';
import { ProductDescription, ProductDetails } from './product-details';
import { galleryImages, ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { useAddToSuggestionListMutation, useGetProductQuery } from './products-api';
import { readProductId } from './route-params';
import { SimilarProducts } from './similar-products';
import { useVariantPicker } from './use-variant-picker';
import styles from './product-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';
import { rememberViewed } from './recently-viewed';

const DeliveryCheck = lazy(() =>
  import('./delivery-check').then((m) => ({ default: m.DeliveryCheck })),
);

/** Spec §5: a hidden product, or a variable one without variants, is not shown. */
const isShowable = (product: ProductDetail) =>
  product.productStatus !== 0 &&
  !(product.productType === 1 && product.productVarients.length === 0);

function ProductView({ product }: { product: ProductDetail }) {
  const picker = useVariantPicker(product);
  const images = galleryImages(product, picker.variant);
  const pairs = picker.variant ? picker.variant.varDtl : product.simpleDtl;
  return (
    <div className="container page">
      <DepartmentPath department={product.department} />
      <div className={styles.top}>
        <ProductGallery key={images.join('|')} images={images} name={product.productName} />
        <div className={styles.info}>
          <p className={styles.brand}>{product.productBrand}</p>
          <h1 className={styles.name}>{product.productName}</h1>
          {product.ProductShortDisc && <p className={styles.short}>{product.ProductShortDisc}</p>}
          {product.ratingCount > 0 && (
            <a href="#reviews" className={styles.rating}>
              <StarRating value={product.ratingAvg} size="sm" count={product.ratingCount} />
            </a>
          )}
          <ProductBuyBox product={product} picker={picker} />
          <Suspense fallback={<div className={styles.deliverySlot} />}>
            <DeliveryCheck />
          </Suspense>
          <ProductDetails pairs={pairs} />
          <ProductDescription text={product.productDisc} />
        </div>
      </div>
      <AfterFirstRender>
        <ProductReviews product={product} />
        <SimilarProducts productId={product._id} />
      </AfterFirstRender>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <Skeleton width={220} height={14} />
      <div className={styles.top}>
        <Skeleton aspectRatio="4 / 5" radius="lg" />
        <div className={styles.info}>
          <Skeleton width="30%" height={16} />
          <Skeleton width="80%" height={32} />
          <Skeleton width="60%" height={16} />
          <Skeleton width="40%" height={28} />
          <Skeleton width="100%" height={120} />
        </div>
      </div>
    </div>
  );
}

/** A signed-in shopper's visit feeds 'recommended for you' (failures only cost a suggestion). */
function useRecordVisit(productId: number | undefined) {
  const user = useAppSelector(selectUser);
  const [addToSuggestionList] = useAddToSuggestionListMutation();
  const userId = user?._id;
  useEffect(() => {
    if (productId) rememberViewed(productId);
    if (userId && productId) void addToSuggestionList({ product: productId, userId });
  }, [userId, productId, addToSuggestionList]);
}

/**
 * /item/info/{productId}; an unknown or hidden product shows the not-found page (the server
 * answers such links with 404 too, so search engines drop them).
 */
export function ProductPage() {
  const id = readProductId(useParams().productId);
  const { data, error, isLoading, refetch } = useGetProductQuery(id ?? skipToken);
  const gone =
    id === null || (isApiError(error) && error.status === 404) || (data && !isShowable(data));
  useRecordVisit(data && !gone ? data._id : undefined);
  usePageTitle(data && !gone ? data.productName : null);

  if (gone) return <NotFoundPage />;
  if (isLoading || (!data && !error)) return <ProductSkeleton />;
  if (!data) {
    return (
      <div className="container page">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  }
  return <ProductView key={data._id} product={data} />;
}
