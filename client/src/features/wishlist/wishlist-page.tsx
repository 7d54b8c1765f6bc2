import type { ProductCard } from '@contracts/products';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { Button, buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { HeartIcon } from '@/components/icons';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { productPath } from '@/features/catalog/product-card';
import { ProductGrid } from '@/features/catalog/product-grid';
import { usePageTitle } from '@/lib/use-page-title';
import { notify } from '@/lib/toast';
import { useGetWishlistQuery, useRemoveFromWishlistMutation } from './wishlist-api';
import { WISHLIST_TEXT } from './use-wishlist';
import styles from './wishlist-page.module.css';

/** /wishlist: the products the shopper saved, to move to the cart or remove. */
export function WishlistPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  usePageTitle('Wishlist');
  return (
    <div className="container page">
      {user ? (
        <SavedProducts userId={user.id} />
      ) : (
        <>
          <PageHeader title="My Wishlist" />
          <LoginRequired
            message="Login required: sign in to see the products you saved."
            onSignIn={() => dispatch(signInRequested())}
          />
        </>
      )}
    </div>
  );
}

function SavedProducts({ userId }: { userId: string }) {
  // Fresh prices and stock every time the page opens.
  const { data, isLoading, isError, refetch } = useGetWishlistQuery(userId, {
    refetchOnMountOrArgChange: true,
  });
  const [remove] = useRemoveFromWishlistMutation();
  const addToCart = useAddToCart();
  const count = data?.length ?? 0;

  const forget = async (product: ProductCard) => {
    const result = await remove({ userId, productId: product._id });
    if (result.error) notify('error', WISHLIST_TEXT.failed);
  };
  const moveToCart = async (product: ProductCard) => {
    const { price, mrp } = product.productPricing;
    if (price === null) return;
    const item = {
      id: product._id,
      name: product.productName,
      coverImg: product.CoverImages[0] ?? '',
      itemQty: 1,
      productType: 0 as const,
      price: { price, mrp: mrp ?? price },
    };
    if (await addToCart(item)) await forget(product);
  };

  const header = (
    <PageHeader
      title="My Wishlist"
      description={data ? `${count} ${count === 1 ? 'item' : 'items'}` : undefined}
    />
  );
  if (isLoading) return <>{header}</>;
  if (isError && !data) return <ErrorState onRetry={() => void refetch()} />;
  if (count === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<HeartIcon />}
          title="Your wishlist is empty"
          description="Tap the heart on any product to save it here for later."
          action={
            <Link to="/" className={buttonClass('primary')}>
              Start shopping
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      <ProductGrid
        products={data ?? []}
        label="Saved products"
        renderActions={(product) => (
          <div className={styles.actions}>
            {!product.inStock ? (
              <Button variant="secondary" size="sm" block disabled>
                Out of stock
              </Button>
            ) : product.productType === 0 ? (
              <Button
                variant="primary"
                size="sm"
                block
                aria-label={`Move ${product.productName} to cart`}
                onClick={() => void moveToCart(product)}
              >
                Move to cart
              </Button>
            ) : (
              <Link
                to={productPath(product._id)}
                className={`${buttonClass('primary', 'sm')} ${styles.choose}`}
                aria-label={`Choose options of ${product.productName}`}
              >
                Choose options
              </Link>
            )}
            <Button
              variant="ghost"
              size="sm"
              block
              aria-label={`Remove ${product.productName} from wishlist`}
              onClick={() => void forget(product)}
            >
              Remove
            </Button>
          </div>
        )}
      />
    </>
  );
}
