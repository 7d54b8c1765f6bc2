import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import type { Order } from '@contracts/orders';
import { anOrder, aPendingCheckout, bodiesTo, shopper } from './order-fixtures';

const GET = '/api/user/order/156/get';

function ordersPage(orders: Order[], routes: Record<string, Reply | Handler> = {}) {
  const network = fakeHttp({
    'POST /api/user/order/156/pending': [200, { checkouts: [] }],
    'GET /api/vendor/product/156/getRawData': [
      200,
      { myRawData: { categories: [], subCategories: [] } },
    ],
    'POST /api/user/cart/156/get': [200, { cart: [], total: 0 }],
    'POST /api/user/order/156/getNewNotify': [200, { newNotify: 0 }],
    [`POST ${GET}`]: [200, { orders }],
    ...routes,
  });
  const view = renderRoute('/orders', {
    preloadedState: { session: { user: shopper, admin: null } },
  });
  return { network, ...view };
}

async function openOrder(orderId: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(orderId) }));
  return screen.findByRole('dialog', { name: `Order ${orderId}` });
}

const steps = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('OrdersPage', () => {
  it('when signed out, then it asks to sign in', async () => {
    fakeHttp({
      'GET /api/vendor/product/156/getRawData': [
        200,
        { myRawData: { categories: [], subCategories: [] } },
      ],
    });
    renderRoute('/orders');
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('when orders load, then each shows its id, date, amount and status label', async () => {
    const { network } = ordersPage([
      anOrder({ orderId: 'A-1', orderStatus: 3 }),
      anOrder({ orderId: 'A-2', orderStatus: 5 }),
    ]);

    const first = await screen.findByRole('button', { name: /A-1/ });
    expect(first).toHaveTextContent('Shipping');
    expect(first).toHaveTextContent('22 Nov 2026, 11:30 AM');
    expect(first).toHaveTextContent('₹3,498');
    expect(screen.getByRole('button', { name: /A-2/ })).toHaveTextContent('Canceled');
    expect(bodiesTo(network.requests, GET)).toEqual([{ userId: 'u1', count: 1 }]);
  });

  it('when an order is opened, then its progress line shows the steps reached with their times', async () => {
    ordersPage([
      anOrder({
        orderId: 'A-1',
        orderStatus: 3,
        orderTime: [
          '22 Nov 2026, 11:30 AM',
          '23 Nov 2026, 09:00 AM',
          '24 Nov 2026, 06:15 PM',
          '',
          '',
        ],
      }),
    ]);
    const panel = await openOrder('A-1');

    expect(steps(panel)).toEqual([
      'Ordered, done22 Nov 2026, 11:30 AM',
      'Processing, done23 Nov 2026, 09:00 AM',
      'Shipping, done24 Nov 2026, 06:15 PM',
      'Delivered, not yet',
    ]);
    expect(within(panel).getByText('Online (UPI / Card)')).toBeInTheDocument();
    expect(within(panel).getByText('pay_test_123')).toBeInTheDocument();
    expect(within(panel).getByText(/12 MG Road/)).toBeInTheDocument();
    expect(within(panel).getByText('Size: M · Colour: Blue')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Bill' })).toBeNull();
  });

  it('when an order is canceled, then it says so with the time', async () => {
    ordersPage([
      anOrder({
        orderId: 'A-9',
        orderStatus: 5,
        orderTime: ['22 Nov 2026, 11:30 AM', '', '', '', '23 Nov 2026, 10:00 AM'],
      }),
    ]);
    const panel = await openOrder('A-9');

    expect(within(panel).getByText('Your order is canceled.')).toBeInTheDocument();
    expect(within(panel).getByText('23 Nov 2026, 10:00 AM')).toBeInTheDocument();
    expect(steps(panel)[0]).toBe('Ordered, done22 Nov 2026, 11:30 AM');
    expect(steps(panel)[1]).toBe('Processing, not yet');
  });

  it('when a delivered order’s Bill is followed, then its invoice opens', async () => {
    const delivered = anOrder({
      orderId: 'A-4',
      orderStatus: 4,
      orderTime: ['22 Nov 2026', '23 Nov 2026', '24 Nov 2026', '25 Nov 2026', ''],
    });
    const { router, store } = ordersPage([delivered]);
    const panel = await openOrder('A-4');
    expect(steps(panel).every((step) => step?.includes(', done'))).toBe(true);

    await userEvent.click(within(panel).getByRole('link', { name: 'Bill' }));

    await waitFor(() => expect(router.location.pathname).toBe('/orders/bill'));
    expect(store.getState().orders.currentInvoice).toEqual({ userId: 'u1', order: delivered });
    expect(await screen.findByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
  });

  it('when a full page came back, then the next one loads near the end; a short one ends the list', async () => {
    const network = fakeHttp({
      'GET /api/vendor/product/156/getRawData': [
        200,
        { myRawData: { categories: [], subCategories: [] } },
      ],
      'POST /api/user/cart/156/get': [200, { cart: [], total: 0 }],
      'POST /api/user/order/156/getNewNotify': [200, { newNotify: 0 }],
      [`POST ${GET}`]: (config) => {
        const { count } = JSON.parse(String(config.data)) as { count: number };
        const size = count === 1 ? 10 : 3;
        return [
          200,
          {
            orders: Array.from({ length: size }, (_, i) => anOrder({ orderId: `P${count}-${i}` })),
          },
        ];
      },
    });
    renderRoute('/orders', { preloadedState: { session: { user: shopper, admin: null } } });

    expect(await screen.findByText('That’s all your orders.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Order P/ })).toHaveLength(13);
    expect(bodiesTo(network.requests, GET)).toEqual([
      { userId: 'u1', count: 1 },
      { userId: 'u1', count: 2 },
    ]);
  });

  it('when a checkout awaits payment, then it is listed as awaiting payment with a link to complete it', async () => {
    ordersPage([], {
      'POST /api/user/order/156/pending': [200, { checkouts: [aPendingCheckout()] }],
    });
    const card = await screen.findByRole('article', { name: 'Checkout 1024-XYZ' });
    expect(card).toHaveTextContent('Awaiting payment');
    expect(card).toHaveTextContent('₹1,299');
    expect(within(card).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/payment/1024-XYZ',
    );
  });

  it('when a canceled order was paid online, then its refund shows in the list and the detail', async () => {
    ordersPage([
      anOrder({ orderId: 'R-1', orderStatus: 5, refund: 'initiated' }),
      anOrder({ orderId: 'R-2', orderStatus: 5, refund: 'refunded' }),
    ]);
    expect(await screen.findByRole('button', { name: /R-1/ })).toHaveTextContent(
      'CanceledRefund initiated',
    );
    expect(screen.getByRole('button', { name: /R-2/ })).toHaveTextContent('CanceledRefunded');
    const panel = await openOrder('R-2');
    expect(within(panel).getByText('Refunded: ₹3,498')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('when the shopper cancels an order and confirms, then it is canceled and the list refreshed', async () => {
    let canceled = false;
    const { network } = ordersPage([], {
      [`POST ${GET}`]: () => [
        200,
        {
          orders: [
            canceled
              ? anOrder({ orderId: 'C-1', orderStatus: 5, refund: 'refunded' })
              : anOrder({ orderId: 'C-1', orderStatus: 2 }),
          ],
        },
      ],
      'POST /api/user/order/156/cancel': () => {
        canceled = true;
        return [200, { order: anOrder({ orderId: 'C-1', orderStatus: 5, refund: 'refunded' }) }];
      },
    });
    const panel = await openOrder('C-1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(confirm).toHaveTextContent('₹3,498 is refunded to your original payment method');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(bodiesTo(network.requests, '/api/user/order/156/cancel')).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole(
        'button',
        { name: 'Cancel order' },
      ),
    );
    expect(await screen.findByRole('button', { name: /C-1/ })).toHaveTextContent(/Refunded/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /C-1/ })).toHaveTextContent('CanceledRefunded'),
    );
    expect(bodiesTo(network.requests, '/api/user/order/156/cancel')).toEqual([
      { userId: 'u1', orderId: 'C-1' },
    ]);
  });

  it('when the order is shipped, then it offers no cancel', async () => {
    ordersPage([anOrder({ orderId: 'S-1', orderStatus: 3 })]);
    const panel = await openOrder('S-1');
    expect(within(panel).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
