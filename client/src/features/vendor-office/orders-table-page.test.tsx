import type { OfficeOrdersResponse } from '@contracts/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { OrdersTablePage } from './orders-table-page';

const OFFICE = '/api/vendor/office/156';

const page = (rows: Partial<OfficeOrdersResponse['rows'][number]>[], total = rows.length) => ({
  rows: rows.map((row, index) => ({
    orderId: `10${index}-20261124101010-AB0${index}`,
    customerId: 'c1',
    customer: 'Asha Rao',
    phone: '9810012345',
    orderedAt: '2026-11-24T06:00:00.000Z',
    status: 1,
    paymentType: 1,
    amount: 123456.5,
    items: 2,
    ...row,
  })),
  total,
  exact: total < 10_000,
  page: 1,
  pageSize: 25,
});

function open(path = '/vendor/orders/list') {
  const network = fakeHttp({
    [`GET ${OFFICE}/orders`]: (config) => {
      const params = (config.params ?? {}) as Record<string, string>;
      if (params.status === '4') return [200, page([{ status: 4 }], 10_000)];
      return [
        200,
        params.q === 'ravi' ? page([{ customer: 'Ravi Kumar', status: 3 }]) : page([{}], 60),
      ];
    },
    [`GET ${OFFICE}/orders.csv`]: [200, 'Order ID\r\n'],
  });
  const view = renderRoute(path, {
    routes: [{ path: '/vendor/orders/list', element: <OrdersTablePage /> }],
  });
  return { network, ...view };
}

const lastParams = (network: ReturnType<typeof fakeHttp>, url: string) =>
  network.requests.filter((r) => r.url === url).at(-1)?.params as Record<string, string>;

describe('OrdersTablePage', () => {
  it('shows the orders in a table with Indian rupees, and the filters come from the address', async () => {
    const { network } = open('/vendor/orders/list?status=1&from=2026-11-01');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(table).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 60 orders')).toBeInTheDocument();
    expect(lastParams(network, `${OFFICE}/orders`)).toEqual({
      status: '1',
      from: '2026-11-01',
      page: 1,
    });
    expect(screen.getByLabelText('Status')).toHaveValue('1');
  });

  it('says 10,000+ when more orders match than are counted', async () => {
    open('/vendor/orders/list?status=4');
    expect(await screen.findByText('1–1 of 10,000+ orders')).toBeInTheDocument();
  });

  it('searches, filters by payment into the address, and pages', async () => {
    const { network, router } = open();
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Search orders'), 'ravi{Enter}');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(router.location.search).toBe('?q=ravi');
    await userEvent.selectOptions(screen.getByLabelText('Payment'), '2');
    await waitFor(() =>
      expect(lastParams(network, `${OFFICE}/orders`)).toEqual({
        q: 'ravi',
        paymentType: '2',
        page: 1,
      }),
    );
    expect(router.location.search).toBe('?q=ravi&paymentType=2');
  });

  it('exports the filtered orders as CSV with the same filters', async () => {
    const created = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { network } = open('/vendor/orders/list?status=3&q=asha');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastParams(network, `${OFFICE}/orders.csv`)).toEqual({ q: 'asha', status: '3' });
    click.mockRestore();
  });
});
