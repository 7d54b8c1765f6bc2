import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { BagIcon } from '@/components/icons';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { selectCartItems } from './cart-slice';

/** /cart: the line items, quantities and Continue arrive with the cart feature. */
export function CartPage() {
  const user = useAppSelector(selectUser);
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();

  return (
    <div className="container page">
      <PageHeader title="Shopping Cart" />
      {!user ? (
        <LoginRequired
          message="Sign in to see the items in your cart and check out."
          onSignIn={() => dispatch(signInRequested())}
        />
      ) : items.length === 0 ? (
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
      ) : null}
    </div>
  );
}
