import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@test/render';
import type { Order } from '@contracts/orders';
import { fakeHttp } from '@test/fake-http';
import { anOrder, bodiesTo, shopper } from './order-fixtures';

function billFor(order: Order | null) {
  return renderRoute('/orders/bill', {
    preloadedState: {
      session: { user: shopper, admin: null },
      orders: {
        currentOrder: null,
        currentInvoice: order ? { userId: shopper.id, order } : null,
        vendorInvoice: null,
      },
    },
  });
}

describe('BillPage', () => {
  it('when a delivered order is chosen, then each row is qty × unit price and the total is the amount charged', async () => {
    billFor(anOrder({ orderStatus: 4, orderTime: ['22 Nov 2026', '', '', '25 Nov 2026', ''] }));

    const table = await screen.findByRole('table', { name: 'Items billed' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '#ItemQtyUnit priceAmount',
      '1Festive KurtaSize: M · Colour: Blue2₹1,299.50₹2,599.00',
      '2Linen Shirt1₹899.00₹899.00',
      'Total₹3,498.00',
    ]);
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('pay_test_123')).toBeInTheDocument();
    expect(screen.getByText(/Thank you for shopping/)).toBeInTheDocument();
  });

  it('when Print is pressed, then the browser prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    billFor(anOrder({ orderStatus: 4 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('when the order is not delivered, then there is no bill and a link back to orders', async () => {
    billFor(anOrder({ orderStatus: 3 }));
    expect(await screen.findByText('This order has no bill yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('when no order is chosen, then it says so', async () => {
    billFor(null);
    expect(await screen.findByText('No bill selected')).toBeInTheDocument();
  });

  it('when the bill is opened by link, then the order is loaded by id for its shopper', async () => {
    const network = fakeHttp({
      'POST /api/user/order/156/getOne': [
        200,
        {
          order: anOrder({
            orderId: 'B-9',
            orderStatus: 4,
            orderTime: ['', '', '', '25 Nov 2026', ''],
          }),
        },
      ],
    });
    renderRoute('/orders/bill?order=B-9', {
      preloadedState: { session: { user: shopper, admin: null } },
    });
    expect(await screen.findByRole('table', { name: 'Items billed' })).toBeInTheDocument();
    expect(bodiesTo(network.requests, '/api/user/order/156/getOne')).toEqual([
      { userId: 'u1', orderId: 'B-9' },
    ]);
  });

  it('when the linked order is not the shopper’s, then the bill is not found', async () => {
    fakeHttp({ 'POST /api/user/order/156/getOne': [404, { error: 'Order Not Found' }] });
    renderRoute('/orders/bill?order=B-9', {
      preloadedState: { session: { user: shopper, admin: null } },
    });
    expect(await screen.findByText('Bill not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
