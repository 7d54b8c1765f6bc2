import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { formatMoney } from '@/lib/money';
import { useGetOfficeCustomersQuery } from './office-api';
import { Pager, rangeText } from './pager';
import { useUrlFilters } from './use-url-filters';
import styles from './office-table.module.css';
import { TableSearch } from './table-search';

const KEYS = ['q'] as const;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/** /vendor/customers: who buys, how often and how much; searchable by name or phone. */
export function CustomersPage() {
  const { values, page, set } = useUrlFilters(KEYS);
  const { data, isFetching, isError, refetch } = useGetOfficeCustomersQuery({ q: values.q, page });

  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone with an account, most recent buyers first."
      />
      <div className={styles.toolbar}>
        <TableSearch
          label="Search customers"
          placeholder="Name or phone"
          query={values.q}
          onSearch={(q) => set({ q })}
        />
      </div>
      {isError ? (
        <ErrorState title="The customers could not load" onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height="20rem" />
      ) : data.rows.length === 0 ? (
        <EmptyState title="No customers match" description="Try another name or number." />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            <span>
              {rangeText(data.page, data.pageSize, data.rows.length, data.total, 'customers')}
            </span>
            {isFetching && <span>Updating…</span>}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Phone</th>
                  <th className={styles.num}>Orders</th>
                  <th className={styles.num}>Total spent</th>
                  <th>Last order</th>
                  <th>Joined</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Name">{row.name}</td>
                    <td data-label="Phone" className={styles.nowrap}>
                      {row.orders > 0 ? (
                        <Link to={`/vendor/orders/list?q=${row.phone}`}>{row.phone}</Link>
                      ) : (
                        row.phone
                      )}
                    </td>
                    <td data-label="Orders" className={styles.num}>
                      {row.orders}
                    </td>
                    <td data-label="Total spent" className={styles.num}>
                      {formatMoney(row.spent)}
                    </td>
                    <td data-label="Last order" className={styles.nowrap}>
                      {row.lastOrder ? day(row.lastOrder) : '—'}
                    </td>
                    <td data-label="Joined" className={styles.nowrap}>
                      {day(row.joined)}
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
