import { waitFor } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { useVendorNewOrders } from './use-vendor-new-orders';

function Admin() {
  useVendorNewOrders();
  return null;
}

describe('useVendorNewOrders', () => {
  it('when the admin is open, then the new-order count reaches the side menu’s badge', async () => {
    const network = fakeHttp({
      'POST /api/vendor/order/156/getNewNotify': [200, { newNotify: 3 }],
    });
    const { store } = renderWithStore(<Admin />);

    await waitFor(() => expect(store.getState().notifications.vendorNewNotify).toBe(3));
    expect(network.requests[0]?.url).toBe('/api/vendor/order/156/getNewNotify');
  });
});
