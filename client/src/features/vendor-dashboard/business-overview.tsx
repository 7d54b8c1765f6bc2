import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { MAX_LOW_STOCK, type PeriodSales, type StockAlert } from '@contracts/back-office';
import { Card } from '@/components/card';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { formatMoney } from '@/lib/money';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useGetDashboardQuery, useSetLowStockMutation } from '@/features/vendor-office/office-api';
import styles from './business-overview.module.css';

// The chart library loads only when the dashboard shows its numbers (never for shoppers).
const SalesChart = lazy(() => import('./sales-chart'));

/** "+12% vs yesterday", or a plain comparison when the previous period had nothing. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? 'same as' : 'up from nothing';
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'same as';
  return `${percent > 0 ? '+' : ''}${percent}% vs`;
}

function Stat(props: { label: string; now: PeriodSales; before: PeriodSales; than: string }) {
  const { now, before } = props;
  const up = now.sales >= before.sales;
  return (
    <Card className={styles.stat}>
      <h3 className={styles.statLabel}>{props.label}</h3>
      <p className={styles.statValue}>{formatMoney(now.sales)}</p>
      <p className={styles.statOrders}>
        {now.orders} {now.orders === 1 ? 'order' : 'orders'}
      </p>
      <p className={up ? styles.up : styles.down}>
        {change(now.sales, before.sales)} {props.than} ({formatMoney(before.sales)}, {before.orders}{' '}
        {before.orders === 1 ? 'order' : 'orders'})
      </p>
    </Card>
  );
}

function StockList({
  title,
  alert,
  empty,
}: {
  title: string;
  alert: { count: number; items: StockAlert[] };
  empty: string;
}) {
  return (
    <Card className={styles.panel}>
      <h3 className={styles.panelTitle}>
        {title} <span className={styles.count}>{alert.count}</span>
      </h3>
      {alert.items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.rows}>
          {alert.items.map((item) => (
            <li key={`${item.productId}-${item.variantId ?? 0}`} className={styles.row}>
              <Link to={`/vendor/product/${item.productId}`} className={styles.rowLink}>
                {item.name}
                {item.variant && <span className={styles.muted}> · {item.variant}</span>}
              </Link>
              <span className={styles.rowValue}>{item.stock} left</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const WAITING = [
  { status: '1', label: 'Pending' },
  { status: '2', label: 'Processing' },
  { status: '3', label: 'Shipping' },
] as const;

/** The dashboard's numbers: sales, orders waiting, the 30-day chart, stock and unpaid checkouts. */
export function BusinessOverview() {
  const { data, isLoading, isError, refetch } = useGetDashboardQuery();
  const [setLowStock] = useSetLowStockMutation();

  /** The shop's threshold, kept on the server (the products table's "Low stock" uses it too). */
  const saveThreshold = async (value: number) => {
    if (!data || value === data.lowStockThreshold) return;
    if (!Number.isInteger(value) || value < 0 || value > MAX_LOW_STOCK)
      return notify('error', `Low stock is a whole number from 0 to ${MAX_LOW_STOCK}`);
    const result = await setLowStock({ lowStock: value });
    if (result.error) notify('error', errorMessage(result.error));
  };

  if (isError)
    return <ErrorState title="The numbers could not load" onRetry={() => void refetch()} />;
  if (isLoading || !data)
    return (
      <div className={styles.stats} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height="7rem" />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="business-today" className={styles.overview}>
      <h2 id="business-today" className={styles.heading}>
        Your business today
      </h2>
      <div className={styles.stats}>
        <Stat label="Today's sales" now={data.today} before={data.yesterday} than="yesterday" />
        <Stat
          label="This month's sales"
          now={data.month}
          before={data.lastMonth}
          than="last month"
        />
      </div>

      <Card className={styles.panel}>
        <h3 className={styles.panelTitle}>Orders waiting</h3>
        <ul className={styles.waiting}>
          {WAITING.map(({ status, label }) => (
            <li key={status}>
              <Link to={`/vendor/orders/list?status=${status}`} className={styles.waitingLink}>
                <span className={styles.waitingCount}>{data.waiting[status]}</span>
                <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card className={styles.panel}>
        <h3 className={styles.panelTitle}>Sales, last 30 days</h3>
        <Suspense fallback={<Skeleton height="14rem" />}>
          <SalesChart daily={data.daily} />
        </Suspense>
      </Card>

      <div className={styles.columns}>
        <Card className={styles.panel}>
          <h3 className={styles.panelTitle}>Top products, this month</h3>
          {data.topProducts.length === 0 ? (
            <p className={styles.muted}>No sales this month yet.</p>
          ) : (
            <ol className={styles.rows}>
              {data.topProducts.map((product) => (
                <li key={product.productId} className={styles.row}>
                  <Link to={`/vendor/product/${product.productId}`} className={styles.rowLink}>
                    {product.name}
                  </Link>
                  <span className={styles.rowValue}>
                    {product.units} sold · {formatMoney(product.sales)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card className={styles.panel}>
          <h3 className={styles.panelTitle}>Unpaid checkouts</h3>
          <p className={styles.unpaid}>
            <span>
              <strong>{data.unpaid.holding}</strong> waiting for payment
            </span>
            <span>
              <strong>{data.unpaid.abandoned}</strong> abandoned in 30 days
            </span>
          </p>
          {data.unpaid.recent.length > 0 && (
            <ul className={styles.rows}>
              {data.unpaid.recent.map((order) => (
                <li key={order.orderId} className={styles.row}>
                  <span>
                    {order.customer} <span className={styles.muted}>· {order.phone}</span>
                  </span>
                  <span className={styles.rowValue}>{formatMoney(order.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <StockList title="Low stock" alert={data.lowStock} empty="Nothing is running low." />
        <StockList title="Sold out" alert={data.soldOut} empty="Nothing is sold out." />
      </div>
      <label className={styles.threshold}>
        Low stock means at most
        <input
          type="number"
          min={0}
          max={MAX_LOW_STOCK}
          defaultValue={data.lowStockThreshold}
          key={data.lowStockThreshold}
          className={styles.thresholdInput}
          onBlur={(event) => void saveThreshold(Number(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void saveThreshold(Number(event.currentTarget.value));
          }}
        />
        left
      </label>
    </section>
  );
}
