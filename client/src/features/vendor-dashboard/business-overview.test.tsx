import type { DashboardResponse } from '@contracts/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { VendorLayout } from '@/app/layouts/vendor-layout';
import { BusinessOverview, change } from './business-overview';

jest.mock('./sales-chart', () => ({
  __esModule: true,
  default: ({ daily }: { daily: { day: string }[] }) => <p>Chart of {daily.length} days</p>,
}));

const OFFICE = '/api/vendor/office/156';

const board: DashboardResponse = {
  lowStockThreshold: 3,
  today: { sales: 123456, orders: 7 },
  yesterday: { sales: 100000, orders: 5 },
  month: { sales: 2345678.5, orders: 120 },
  lastMonth: { sales: 2500000, orders: 130 },
  waiting: { 1: 4, 2: 2, 3: 1 },
  daily: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    sales: i,
    orders: 1,
  })),
  topProducts: [{ productId: 9, name: 'Linen Shirt', units: 12, sales: 17988 }],
  lowStock: {
    count: 1,
    items: [{ productId: 3, variantId: 8, name: 'Classic Tee', variant: 'M / Red', stock: 2 }],
  },
  soldOut: { count: 0, items: [] },
  unpaid: {
    holding: 2,
    abandoned: 5,
    recent: [
      {
        orderId: 'X-1',
        customer: 'Ravi',
        phone: '9123456780',
        amount: 499,
        at: '2026-11-24T06:00:00Z',
      },
    ],
  },
};

function open() {
  let threshold = board.lowStockThreshold;
  const network = fakeHttp({
    [`GET ${OFFICE}/dashboard`]: () => [200, { ...board, lowStockThreshold: threshold }],
    [`POST ${OFFICE}/lowStock`]: (config) => {
      threshold = (JSON.parse(String(config.data)) as { lowStock: number }).lowStock;
      return [200, { lowStock: threshold }];
    },
  });
  renderRoute('/', { routes: [{ path: '/', element: <BusinessOverview /> }] });
  return network;
}

describe('BusinessOverview', () => {
  beforeEach(() => localStorage.clear());

  it('shows sales in Indian rupees against the previous period, waiting orders linked to the list', async () => {
    open();
    const today = (await screen.findByRole('heading', { name: "Today's sales" })).parentElement!;
    expect(within(today).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(today).getByText('7 orders')).toBeInTheDocument();
    expect(
      within(today).getByText(/\+23% vs yesterday \(₹1,00,000, 5 orders\)/),
    ).toBeInTheDocument();
    const month = screen.getByRole('heading', { name: "This month's sales" }).parentElement!;
    expect(within(month).getByText('₹23,45,678.50')).toBeInTheDocument();
    expect(within(month).getByText(/-6% vs last month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 Pending' })).toHaveAttribute(
      'href',
      '/vendor/orders/list?status=1',
    );
    expect(screen.getByRole('link', { name: '1 Shipping' })).toHaveAttribute(
      'href',
      '/vendor/orders/list?status=3',
    );
    expect(await screen.findByText('Chart of 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/vendor/product/9',
    );
    expect(screen.getByText('M / Red', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Nothing is sold out.')).toBeInTheDocument();
    expect(screen.getByText('abandoned in 30 days', { exact: false })).toBeInTheDocument();
  });

  it('keeps the low-stock threshold as a shop setting on the server', async () => {
    const network = open();
    await screen.findByRole('heading', { name: "Today's sales" });
    const input = screen.getByRole('spinbutton', { name: /Low stock means at most/ });
    expect(input).toHaveValue(3);
    await userEvent.clear(input);
    await userEvent.type(input, '8{Enter}');
    await waitFor(() =>
      expect(network.requests.filter((r) => r.url === `${OFFICE}/dashboard`)).toHaveLength(2),
    );
    const save = network.requests.find((r) => r.url === `${OFFICE}/lowStock`);
    expect(JSON.parse(String(save!.data))).toEqual({ lowStock: 8 });
    expect(await screen.findByRole('spinbutton', { name: /Low stock means at most/ })).toHaveValue(
      8,
    );
    expect(localStorage.length).toBe(0);
  });

  it('compares periods in words when the previous one had nothing', () => {
    expect(change(0, 0)).toBe('same as');
    expect(change(10, 0)).toBe('up from nothing');
    expect(change(150, 100)).toBe('+50% vs');
  });
});

describe('VendorLayout on a phone', () => {
  it('shows the new-order count on the menu button while the drawer is closed', async () => {
    fakeHttp({ 'POST /api/vendor/order/156/getNewNotify': [200, { newNotify: 3 }] });
    renderRoute('/vendor', {
      preloadedState: { notifications: { vendorNewNotify: 3 } as never },
      routes: [{ path: '/vendor', element: <VendorLayout /> }],
    });
    const button = await screen.findByRole('button', { name: 'Open admin menu, 3 new orders' });
    expect(within(button).getByText('3')).toBeInTheDocument();
  });
});
