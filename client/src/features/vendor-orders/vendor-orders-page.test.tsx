import type { Order } from '@contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { Toaster } from '@/components/toaster';
import { anOrder, bodiesTo } from '@/features/orders/order-fixtures';
import { VendorOrdersPage } from './vendor-orders-page';

const ORDER = '/api/vendor/order/156';
const customer = { name: 'Asha Rao', phone: '9810012345' };
const ASHA = '0b7c6a8e-4c52-4c34-9a57-0d1e2a3b4c5d';
const ROHAN = '1c8d7b9f-5d63-4d45-8b68-1e2f3a4b5c6e';

const entries: [string, Order][] = [
  [ASHA, anOrder({ orderId: 'A-3', orderStatus: 1, customer })],
  [
    ROHAN,
    anOrder({ orderId: 'R-1', orderStatus: 2, customer: { name: 'Rohan', phone: '9820034567' } }),
  ],
  [ASHA, anOrder({ orderId: 'A-2', orderStatus: 4, customer })],
  [ASHA, anOrder({ orderId: 'A-1', orderStatus: 5, customer })],
];

function myOrders(routes: Record<string, Reply | Handler> = {}) {
  const network = fakeHttp({
    [`POST ${ORDER}/get`]: (config) => {
      const { count } = JSON.parse(String(config.data)) as { count: number };
      return [200, { orders: count === 1 ? entries : [] }];
    },
    [`POST ${ORDER}/setNewNotify`]: [200, { newNotify: 0 }],
    ...routes,
  });
  const view = renderRoute('/vendor/orders', {
    preloadedState: { notifications: { vendorNewNotify: 4 } },
    routes: [
      {
        path: '/vendor/orders',
        element: (
          <>
            <VendorOrdersPage />
            <Toaster />
          </>
        ),
      },
      { path: '/vendor/orders/billing', element: <p>Billing page</p> },
    ],
  });
  return { network, ...view };
}

const card = (orderId: string) => screen.getByRole('article', { name: `Order ${orderId}` });

describe('VendorOrdersPage', () => {
  it('when it opens, then the orders list with customer, items, payment and the badge clears', async () => {
    const { network, store } = myOrders();

    const order = await screen.findByRole('article', { name: 'Order A-3' });
    expect(within(order).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(order).getByText('Size: M · Colour: Blue')).toBeInTheDocument();
    expect(within(order).getByText('2 × ₹1,299.50')).toBeInTheDocument();
    expect(within(order).getByText(/UPI \/ online/)).toBeInTheDocument();
    expect(within(order).getByText('pay_test_123')).toBeInTheDocument();
    expect(within(order).getByRole('combobox', { name: 'Status' })).toHaveValue('1');
    expect(await screen.findByText('No More Orders')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().notifications.vendorNewNotify).toBe(0));
    expect(bodiesTo(network.requests, `${ORDER}/setNewNotify`)).toHaveLength(1);
  });

  it('when a status is chosen, then only that order changes in the request, saved shows and the list updates', async () => {
    const { network } = myOrders({
      [`POST ${ORDER}/changeStatus/user`]: [
        200,
        {
          usserOrders: [
            anOrder({
              orderId: 'A-3',
              orderStatus: 3,
              orderTime: ['22 Nov', '', '24 Nov', '', ''],
            }),
            anOrder({ orderId: 'A-2', orderStatus: 4 }),
            anOrder({ orderId: 'A-1', orderStatus: 5 }),
          ],
        },
      ],
    });
    await screen.findByRole('article', { name: 'Order A-2' });

    await userEvent.selectOptions(
      within(card('A-2')).getByRole('combobox', { name: 'Status' }),
      'Shipping',
    );
    // Nothing is sent (nor the customer told) until the owner confirms.
    const confirm = await screen.findByRole('dialog', { name: 'Move order A-2 to Shipping?' });
    expect(
      within(confirm).getByText('The customer is told: “Your order is shipped”.'),
    ).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${ORDER}/changeStatus/user`)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change and notify' }));

    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${ORDER}/changeStatus/user`)).toEqual([
      {
        userId: ASHA,
        orders: [
          { orderId: 'A-3', orderStatus: 1 },
          { orderId: 'A-2', orderStatus: 3 },
          { orderId: 'A-1', orderStatus: 5 },
        ],
        notify: 'Your order is shipped',
        orderIndex: 1,
      },
    ]);
    // The answer is the customer's orders after the change: A-3 went to Shipping meanwhile.
    await waitFor(() =>
      expect(within(card('A-3')).getByRole('combobox', { name: 'Status' })).toHaveValue('3'),
    );
    expect(within(card('A-3')).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(card('R-1')).getByRole('combobox', { name: 'Status' })).toHaveValue('2');
  });

  it('when the server refuses a status (409), then its text shows', async () => {
    const refusal = 'Order A-1 cannot be reopened: Only 0 left of Festive Kurta (M / Blue)';
    myOrders({ [`POST ${ORDER}/changeStatus/user`]: [409, { error: refusal }] });
    await screen.findByRole('article', { name: 'Order A-1' });

    await userEvent.selectOptions(
      within(card('A-1')).getByRole('combobox', { name: 'Status' }),
      'Pending',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change and notify' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(card('A-1')).getByRole('combobox', { name: 'Status' })).toHaveValue('5');
  });

  it('when a status is chosen and the owner cancels, then nothing is sent and the status stays', async () => {
    const { network } = myOrders();
    await screen.findByRole('article', { name: 'Order A-3' });
    await userEvent.selectOptions(
      within(card('A-3')).getByRole('combobox', { name: 'Status' }),
      'Processing',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('A-3')).getByRole('combobox', { name: 'Status' })).toHaveValue('1');
    expect(bodiesTo(network.requests, `${ORDER}/changeStatus/user`)).toEqual([]);
  });

  it('when the address button is pressed, then it alerts Redirect to map...', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    myOrders();
    await screen.findByRole('article', { name: 'Order A-3' });

    await userEvent.click(within(card('A-3')).getByRole('button', { name: 'View on map' }));

    expect(alert).toHaveBeenCalledWith('Redirect to map...');
  });

  it('when Bill is pressed, then the order is chosen and billing opens', async () => {
    const { router, store } = myOrders();
    await screen.findByRole('article', { name: 'Order A-2' });

    await userEvent.click(within(card('A-2')).getByRole('button', { name: 'Bill' }));

    await waitFor(() => expect(router.location.pathname).toBe('/vendor/orders/billing'));
    expect(router.location.search).toBe('?order=A-2');
    expect(store.getState().orders.vendorInvoice).toEqual({ userId: ASHA, order: entries[2]![1] });
  });

  it('when there are no orders, then it says Zero Orders', async () => {
    fakeHttp({
      [`POST ${ORDER}/get`]: [200, { orders: [] }],
      [`POST ${ORDER}/setNewNotify`]: [200, { newNotify: 0 }],
    });
    renderRoute('/', { routes: [{ path: '/', element: <VendorOrdersPage /> }] });
    expect(await screen.findByText('Zero Orders')).toBeInTheDocument();
  });
});
