import type { Order } from '@contracts/orders';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { Button, buttonClass } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ReceiptIcon } from '@/components/icons';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useInView } from '@/components/use-in-view';
import { OrderCard } from './order-card';
import { OrderDetail } from './order-detail';
import { PendingCheckouts } from './pending-checkouts';
import { useGetOrdersInfiniteQuery } from './orders-api';
import { invoiceChosen } from './orders-slice';
import { useMediaQuery } from './use-media-query';
import styles from './orders-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

/** /orders: the shopper's orders, 10 a page, each opening its progress and details. */
export function OrdersPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  usePageTitle('Your Orders');
  return (
    <div className="container page">
      <PageHeader
        title="Your Orders"
        description="Track what you have bought, from ordered to delivered."
      />
      {user ? (
        <>
          <PendingCheckouts userId={user.id} />
          <SignedInOrders userId={user.id} />
        </>
      ) : (
        <LoginRequired
          message="Sign in to see your orders and their progress."
          onSignIn={() => dispatch(signInRequested())}
        />
      )}
    </div>
  );
}

function SignedInOrders({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const query = useGetOrdersInfiniteQuery(userId, { refetchOnMountOrArgChange: true });
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const orders = useMemo(() => data?.pages.flat() ?? [], [data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = orders.find((order) => order.orderId === selectedId) ?? null;
  const wide = useMediaQuery('(min-width: 1024px)');
  const [sentinel, nearEnd] = useInView<HTMLDivElement>({ rootMargin: '600px 0px' });

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const onBill = (order: Order) => dispatch(invoiceChosen({ userId, order }));

  if (query.isLoading) return <OrdersSkeleton />;
  if (query.isError && orders.length === 0)
    return <ErrorState onRetry={() => void query.refetch()} />;
  if (orders.length === 0) {
    return (
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
    );
  }

  return (
    <div className={styles.layout}>
      <section aria-label="Orders">
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard
                order={order}
                selected={order.orderId === selectedId}
                onOpen={() => setSelectedId(order.orderId)}
              />
            </li>
          ))}
        </ul>
        {hasNextPage ? (
          <div ref={sentinel} className={styles.more}>
            {isFetchNextPageError && <p role="alert">We couldn’t load more orders.</p>}
            <Button
              variant="secondary"
              loading={query.isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchNextPageError ? 'Try again' : 'More orders'}
            </Button>
          </div>
        ) : (
          <p className={styles.end}>That’s all your orders.</p>
        )}
      </section>
      {wide ? (
        <aside className={styles.panel} aria-label="Order details" tabIndex={0}>
          {selected ? (
            <OrderDetail order={selected} onBill={onBill} userId={userId} />
          ) : (
            <div className={styles.pick}>
              <ReceiptIcon />
              <p>Choose an order to see its progress, items and payment.</p>
            </div>
          )}
        </aside>
      ) : (
        <Drawer
          side="right"
          open={selected !== null}
          onClose={() => setSelectedId(null)}
          title={selected ? `Order ${selected.orderId}` : 'Order'}
          className={styles.drawer}
        >
          {selected && (
            <OrderDetail order={selected} onBill={onBill} showHeading={false} userId={userId} />
          )}
        </Drawer>
      )}
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true">
      {[0, 1, 2].map((key) => (
        <li key={key}>
          <Skeleton height="132px" radius="lg" />
        </li>
      ))}
    </ul>
  );
}
