import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { anInvoice } from '@/features/orders/invoice-fixtures';
import { VendorBillingPage } from './billing-page';

const INVOICE = 'POST /api/vendor/order/156/invoice';

function billing(path: string) {
  return renderRoute(path, {
    routes: [
      { path: '/vendor/orders/billing', element: <VendorBillingPage /> },
      { path: '/vendor/orders', element: <p>My Orders</p> },
    ],
  });
}

describe('VendorBillingPage', () => {
  it('when opened from a link (a reload or a bookmark: nothing chosen before), then the order’s tax invoice loads and shows the amount charged', async () => {
    const network = fakeHttp({ [INVOICE]: [200, { invoice: anInvoice() }] });
    billing('/vendor/orders/billing?order=A-2');

    const table = await screen.findByRole('table', { name: 'Items billed' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(amounts).toEqual(['₹599.00', '₹599.00']);
    expect(JSON.parse(network.requests[0]!.data as string)).toEqual({ orderId: 'A-2' });
    expect(screen.getByRole('heading', { name: 'Bill' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('when the link names an unknown order, then it alerts something Wrong and goes back', async () => {
    fakeHttp({ [INVOICE]: [404, { error: 'Order Not Found' }] });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = billing('/vendor/orders/billing?order=B-9');

    await waitFor(() => expect(router.location.pathname).toBe('/vendor/orders'));
    expect(alert).toHaveBeenCalledWith('something Wrong');
  });

  it('when the link names no order, then it alerts something Wrong and goes back', async () => {
    fakeHttp({});
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = billing('/vendor/orders/billing');

    await waitFor(() => expect(router.location.pathname).toBe('/vendor/orders'));
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
