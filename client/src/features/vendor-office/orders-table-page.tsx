import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/toast';
import {
  VENDOR_PAYMENT_LABELS,
  VENDOR_STATUS_LABELS,
} from '@/features/vendor-orders/vendor-order-status';
import { downloadCsv } from './download';
import { OFFICE, useGetOfficeOrdersQuery } from './office-api';
import { Pager, rangeText } from './pager';
import { useUrlFilters } from './use-url-filters';
import styles from './office-table.module.css';
import { TableSearch } from './table-search';

const KEYS = ['q', 'status', 'paymentType', 'from', 'to'] as const;

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...Object.entries(VENDOR_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const PAYMENT_OPTIONS = [
  { value: '', label: 'Any payment' },
  ...Object.entries(VENDOR_PAYMENT_LABELS).map(([value, label]) => ({ value, label })),
];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** /vendor/orders/list: every placed order in a searchable, filterable table, with CSV export. */
export function OrdersTablePage() {
  const { values, page, set } = useUrlFilters(KEYS);
  const [exporting, setExporting] = useState(false);
  const filters = {
    q: values.q,
    status: values.status,
    paymentType: values.paymentType,
    from: values.from,
    to: values.to,
  };
  const { data, isFetching, isError, error, refetch } = useGetOfficeOrdersQuery({
    ...filters,
    page,
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(`${OFFICE}/orders.csv`, filters, 'orders.csv');
    } catch {
      notify('error', 'The export failed; try again');
    } finally {
      setExporting(false);
    }
  };

  const badRequest =
    isError && 'status' in (error ?? {}) && (error as { status?: number }).status === 400;

  return (
    <>
      <PageHeader
        title="Order list"
        description="Search by order id, customer name or phone; filter, page through and export."
        actions={
          <>
            <Link to="/vendor/orders" className={buttonClass('secondary')}>
              Cards view
            </Link>
            <Button onClick={() => void exportCsv()} loading={exporting}>
              Export CSV
            </Button>
          </>
        }
      />
      <div className={styles.toolbar}>
        <TableSearch
          label="Search orders"
          placeholder="Order id, name or phone"
          query={values.q}
          onSearch={(q) => set({ q })}
        />
        <Select
          className={styles.filter}
          label="Status"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => set({ status: event.target.value })}
        />
        <Select
          className={styles.filter}
          label="Payment"
          options={PAYMENT_OPTIONS}
          value={values.paymentType}
          onChange={(event) => set({ paymentType: event.target.value })}
        />
        <TextField
          className={styles.filter}
          label="From"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          className={styles.filter}
          label="To"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      {isError ? (
        badRequest ? (
          <EmptyState
            title="Those filters do not fit"
            description="Check the dates: From must not be after To."
          />
        ) : (
          <ErrorState title="The orders could not load" onRetry={() => void refetch()} />
        )
      ) : !data ? (
        <Skeleton height="20rem" />
      ) : data.rows.length === 0 ? (
        <EmptyState title="No orders match" description="Try another search or fewer filters." />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            <span>
              {rangeText(
                data.page,
                data.pageSize,
                data.rows.length,
                data.total,
                'orders',
                data.exact,
              )}
            </span>
            {isFetching && <span>Updating…</span>}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Order ID</th>
                  <th>Date</th>
                  <th>Customer</th>
                  <th>Phone</th>
                  <th className={styles.num}>Items</th>
                  <th className={styles.num}>Amount</th>
                  <th>Payment</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.orderId}>
                    <td data-label="Order ID" className={styles.code}>
                      {row.orderId}
                    </td>
                    <td data-label="Date" className={styles.nowrap}>
                      {when(row.orderedAt)}
                    </td>
                    <td data-label="Customer">{row.customer}</td>
                    <td data-label="Phone" className={styles.nowrap}>
                      {row.phone}
                    </td>
                    <td data-label="Items" className={styles.num}>
                      {row.items}
                    </td>
                    <td data-label="Amount" className={styles.num}>
                      {formatMoney(row.amount)}
                    </td>
                    <td data-label="Payment">
                      {row.paymentType ? VENDOR_PAYMENT_LABELS[row.paymentType as 1 | 2] : '—'}
                    </td>
                    <td data-label="Status">
                      {VENDOR_STATUS_LABELS[row.status as 1 | 2 | 3 | 4 | 5] ?? row.status}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(next) => set({ page: String(next) })}
          />
        </>
      )}
    </>
  );
}
