import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@test/render';
import { anOrder } from '@/features/orders/order-fixtures';
import { VendorBillingPage } from './billing-page';

const order = anOrder({
  orderId: 'A-2',
  orderStatus: 4,
  customer: { name: 'Asha Rao', phone: '9810012345' },
});

function billing(path: string, chosen = true) {
  return renderRoute(path, {
    preloadedState: {
      orders: {
        currentOrder: null,
        currentInvoice: null,
        vendorInvoice: chosen ? { userId: 'u1', order } : null,
      },
    },
    routes: [
      { path: '/vendor/orders/billing', element: <VendorBillingPage /> },
      { path: '/vendor/orders', element: <p>My Orders</p> },
    ],
  });
}

describe('VendorBillingPage', () => {
  it('when the chosen order matches the link, then its bill lists qty × price and the amount charged', async () => {
    billing('/vendor/orders/billing?order=A-2');

    const table = await screen.findByRole('table', { name: 'Items billed' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(amounts).toEqual(['₹2,599.00', '₹899.00', '₹3,498.00']);
    expect(screen.getByRole('heading', { name: 'Bill' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText(/Pune, Pune/)).toBeInTheDocument();
    expect(screen.getAllByText('A-2').length).toBeGreaterThan(0);
    expect(screen.getByText('pay_test_123')).toBeInTheDocument();
    expect(screen.getByText(/Thank you for shopping/)).toBeInTheDocument();
  });

  it('when the link names another order, then it alerts something Wrong and goes back', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = billing('/vendor/orders/billing?order=B-9');

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/orders'));
    expect(alert).toHaveBeenCalledWith('something Wrong');
  });

  it('when no order was chosen, then it alerts something Wrong and goes back', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = billing('/vendor/orders/billing', false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/orders'));
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
