import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { BagIcon } from '@/components/icons';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useGetAttributesQuery } from '@/features/catalog/catalog-api';
import { useCheckoutMutation } from '@/features/orders/orders-api';
import { checkoutStarted } from '@/features/orders/orders-slice';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useGetCartQuery } from './cart-api';
import { CartLineView } from './cart-line';
import { CART_TEXT } from './cart-messages';
import { selectCartItems, selectCartTotal } from './cart-slice';
import { CartSummary } from './cart-summary';
import { useCartEditor } from './use-cart-editor';
import { useCartQuantities } from './use-cart-quantities';
import { variantText } from './variant-text';
import styles from './cart-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

/** /cart: the server cart with quantities, removal, the subtotal and Continue to payment. */
export function CartPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  usePageTitle('Shopping Cart');

  return (
    <div className="container page">
      <PageHeader title="Shopping Cart" />
      {user ? (
        <SignedInCart userId={user.id} />
      ) : (
        <LoginRequired
          message="Login required: sign in to see the items in your cart and check out."
          onSignIn={() => dispatch(signInRequested())}
        />
      )}
    </div>
  );
}

function SignedInCart({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  const total = useAppSelector(selectCartTotal);
  // Fresh prices, stock and problems every time the cart opens.
  const cart = useGetCartQuery(userId, { refetchOnMountOrArgChange: true });
  const { data: attributes } = useGetAttributesQuery(items.length ? undefined : skipToken);
  const editor = useCartEditor();
  const [checkout, { isLoading: checkingOut }] = useCheckoutMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const quantities = useCartQuantities(items, total);

  if (items.length === 0 && cart.isLoading) return <CartSkeleton />;
  if (items.length === 0 && cart.isError) return <ErrorState onRetry={() => void cart.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<BagIcon />}
        title="Your cart is empty"
        description="Pieces you add to your cart will show up here."
        action={
          <Link to="/" className={buttonClass('primary')}>
            Start shopping
          </Link>
        }
      />
    );
  }

  const onContinue = async () => {
    setRefusal(null);
    // What the shopper sees is what they pay: save quantities chosen but not updated first.
    if (quantities.unsaved.length > 0) {
      const saved = await editor.updateQuantities(quantities.quantityOf);
      quantities.unsaved.forEach(quantities.settle);
      if (!saved) return;
    }
    const result = await checkout(userId);
    if (result.data) {
      dispatch(checkoutStarted(result.data));
      navigate(`/payment/${encodeURIComponent(result.data.orderId)}`);
      return;
    }
    const known = isApiError(result.error) && [400, 409].includes(result.error.status);
    const message = known ? errorMessage(result.error) : CART_TEXT.failed;
    setRefusal(message);
    notify('error', message);
    // Show each line's problem as the server sees it now.
    if (known) void cart.refetch();
  };

  return (
    <div className={styles.layout}>
      <section aria-label="Items in your cart">
        <ul className={styles.lines}>
          {items.map((line) => (
            <CartLineView
              key={`${line.id}:${line.varient?._id ?? ''}`}
              line={line}
              variant={variantText(line.varient?.varienteAttributes, attributes)}
              quantity={quantities.quantityOf(line)}
              busy={editor.saving}
              onQuantityChange={(quantity) => quantities.choose(line, quantity)}
              onUpdate={() =>
                void editor
                  .updateQuantity(line, quantities.quantityOf(line))
                  .finally(() => quantities.settle(line))
              }
              onRemove={(removed) => void editor.remove(removed)}
            />
          ))}
        </ul>
      </section>
      <CartSummary
        units={quantities.units}
        subtotal={quantities.subtotal}
        refusal={refusal}
        busy={checkingOut || editor.saving}
        onContinue={() => void onContinue()}
      />
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <ul className={styles.lines}>
        {[0, 1].map((key) => (
          <li key={key} className={styles.line}>
            <Skeleton aspectRatio="4 / 5" className={styles.thumb} />
            <div className={styles.info}>
              <Skeleton width="60%" height="1.2em" />
              <Skeleton width="35%" />
              <Skeleton width="140px" height="40px" radius="pill" />
            </div>
          </li>
        ))}
      </ul>
      <Skeleton height="280px" radius="lg" />
    </div>
  );
}
