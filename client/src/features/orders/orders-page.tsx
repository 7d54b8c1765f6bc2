import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';

/** /orders: the order list, progress and bill links arrive with the orders feature. */
export function OrdersPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  return (
    <div className="container page">
      <PageHeader title="Your Orders" description="Track, return or review what you have bought." />
      {user ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title="No orders yet"
          description="When you place an order, you can follow it here from ordered to delivered."
          action={
            <Link to="/" className={buttonClass('primary')}>
              Start shopping
            </Link>
          }
        />
      ) : (
        <LoginRequired
          message="Sign in to see your orders and their progress."
          onSignIn={() => dispatch(signInRequested())}
        />
      )}
    </div>
  );
}
