import type { OrderStatus } from '@contracts/orders';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { Button, buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { ReceiptIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { useInView } from '@/components/use-in-view';
import { vendorInvoiceChosen } from '@/features/orders/orders-slice';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { StatusConfirm } from './status-confirm';
import { VendorOrderCard } from './vendor-order-card';
import { statusChangeBody, VENDOR_TEXT } from './vendor-order-status';
import {
  useChangeOrderStatusMutation,
  useGetVendorOrdersInfiniteQuery,
  useSetVendorNewNotifyMutation,
  type VendorOrderEntry,
} from './vendor-orders-api';
import styles from './vendor-orders-page.module.css';

/** /vendor/orders: 'My Orders', newest first, loaded on scroll, with status changes and bills. */
export function VendorOrdersPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const query = useGetVendorOrdersInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const entries = useMemo(() => data?.pages.flat() ?? [], [data]);
  const [changeStatus] = useChangeOrderStatusMutation();
  const [markSeen] = useSetVendorNewNotifyMutation();
  const [saving, setSaving] = useState<string | null>(null);
  // A chosen status waits for the owner's confirmation: saving it notifies the customer.
  const [pending, setPending] = useState<{ entry: VendorOrderEntry; status: OrderStatus } | null>(
    null,
  );
  const [sentinel, nearEnd] = useInView<HTMLDivElement>({ rootMargin: '600px 0px' });

  // Opening My Orders clears the side menu's new-order badge.
  useEffect(() => {
    void markSeen();
  }, [markSeen]);

  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const onStatus = async ([userId, order]: VendorOrderEntry, status: OrderStatus) => {
    const customerOrders = entries.filter(([id]) => id === userId).map(([, other]) => other);
    setSaving(order.orderId);
    const result = await changeStatus(
      statusChangeBody(userId, customerOrders, order.orderId, status),
    );
    setSaving(null);
    if (result.error) notify('error', errorMessage(result.error));
    else notify('success', VENDOR_TEXT.saved);
  };

  const onBill = ([userId, order]: VendorOrderEntry) => {
    dispatch(vendorInvoiceChosen({ userId, order }));
    navigate(`/vendor/orders/billing?order=${encodeURIComponent(order.orderId)}`);
  };

  return (
    <>
      <PageHeader
        title="My Orders"
        description="Newest first. Changing a status notifies the customer."
        actions={
          <Link to="/vendor/orders/list" className={buttonClass('secondary')}>
            Search, filter and export
          </Link>
        }
      />
      {query.isLoading ? (
        <div className={styles.list} aria-busy="true">
          {[0, 1].map((key) => (
            <Skeleton key={key} height="220px" radius="lg" />
          ))}
        </div>
      ) : query.isError && entries.length === 0 ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={VENDOR_TEXT.zero}
          description="New orders appear here as soon as a customer places one."
        />
      ) : (
        <>
          <div className={styles.list}>
            {entries.map((entry) => (
              <VendorOrderCard
                key={entry[1].orderId}
                order={entry[1]}
                saving={saving === entry[1].orderId}
                onStatus={(status) => setPending({ entry, status })}
                onBill={() => onBill(entry)}
              />
            ))}
          </div>
          <StatusConfirm
            pending={pending && { orderId: pending.entry[1].orderId, status: pending.status }}
            onCancel={() => setPending(null)}
            onConfirm={() => {
              if (pending) void onStatus(pending.entry, pending.status);
              setPending(null);
            }}
          />
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
            <p className={styles.end}>{VENDOR_TEXT.noMore}</p>
          )}
        </>
      )}
    </>
  );
}
