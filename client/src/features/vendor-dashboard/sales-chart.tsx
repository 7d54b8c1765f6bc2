import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardResponse } from '@contracts/back-office';
import { formatMoney } from '@/lib/money';

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** Compact rupees for the axis: ₹1.2L, ₹45K. */
export function shortRupees(value: number): string {
  if (value >= 1_00_00_000) return `₹${(value / 1_00_00_000).toFixed(1)}Cr`;
  if (value >= 1_00_000) return `₹${(value / 1_00_000).toFixed(1)}L`;
  if (value >= 1_000) return `₹${Math.round(value / 1_000)}K`;
  return `₹${value}`;
}

/** The last 30 days' sales as bars (lazy-loaded with recharts, admin only). */
export default function SalesChart({ daily }: { daily: DashboardResponse['daily'] }) {
  const total = daily.reduce((sum, day) => sum + day.sales, 0);
  const orders = daily.reduce((sum, day) => sum + day.orders, 0);
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{ width: '100%', minWidth: 0, height: 224, overflow: 'hidden' }}
        data-testid="sales-chart"
      >
        <ResponsiveContainer width="100%" height={224} debounce={50}>
          <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis
              dataKey="day"
              tickFormatter={dayLabel}
              tick={{ fontSize: 11, fill: 'var(--color-muted)' }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              tickFormatter={shortRupees}
              tick={{ fontSize: 11, fill: 'var(--color-muted)' }}
              width={52}
              allowDecimals={false}
            />
            <Tooltip
              formatter={(value) => [formatMoney(Number(value)), 'Sales']}
              labelFormatter={(label) => dayLabel(String(label))}
            />
            <Bar dataKey="sales" fill="var(--color-accent)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        {formatMoney(total)} from {orders} orders in the last 30 days
      </figcaption>
    </figure>
  );
}
