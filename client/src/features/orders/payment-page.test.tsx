import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { cartSlice } from '@/features/cart/cart-slice';
import { aCartLine } from '@/features/cart/cart-fixtures';
import { anOrder, aPendingCheckout, bodiesTo, shopper } from './order-fixtures';

const ORDER = '/api/user/order/156';
const session = {
  provider: 'test',
  providerOrderId: 'order_test_1',
  amountPaise: 129900,
  currency: 'INR',
  orderId: '1024-XYZ',
  name: 'Asha Rao',
  contact: '+919810012345',
};
const proof = { paymentId: 'pay_test_9', providerOrderId: 'order_test_1', signature: 'sig' };

function payPage(routes: Record<string, Reply | Handler>, cod = false) {
  // Like the server, the cart loses the bought line once the order is placed.
  const placed = () =>
    network.requests.some(
      (r) => r.url === `${ORDER}/add` || String(r.data).includes('"paymentType":1'),
    );
  const network = fakeHttp({
    'GET /api/vendor/product/156/getRawData': [
      200,
      { myRawData: { categories: [], subCategories: [] } },
    ],
    'POST /api/user/cart/156/get': () =>
      placed() ? [200, { cart: [], total: 0 }] : [200, { cart: [aCartLine()], total: 1299 }],
    'POST /api/user/order/156/getNewNotify': [200, { newNotify: 0 }],
    'POST /api/vendor/156/getCOD': [200, { cod }],
    [`POST ${ORDER}/pending/get`]: [200, { checkout: aPendingCheckout() }],
    'POST /api/user/address/156/get': [200, { addresses: [] }],
    'POST /api/user/address/156/add': (config) => [
      200,
      { addresses: [{ _id: 41, ...JSON.parse(String(config.data)).address }] },
    ],
    ...routes,
  });
  const view = renderRoute('/payment/1024-XYZ', {
    preloadedState: {
      session: { user: shopper, admin: null },
      cart: { ...cartSlice.getInitialState(), items: [aCartLine()], total: 1299 },
    },
  });
  return { network, ...view };
}

async function fillAddress(pincode = '411001') {
  // Pasting keeps the many fields fast on a busy machine; typing is covered by the phone test.
  const fill = async (label: string, text: string) => {
    await userEvent.click(await screen.findByLabelText(label));
    await userEvent.paste(text);
  };
  await fill('Full name', 'Asha Rao');
  await fill('Phone', '9810012345');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await fill('Address', '12 MG Road');
  await fill('Nearby', 'City Park');
  await fill('City', 'Pune');
  await fill('District', 'Pune');
  await fill('Pincode', pincode);
}

const address = {
  name: 'Asha Rao',
  phone: '9810012345',
  state: '27',
  address: '12 MG Road',
  city: 'Pune',
  district: 'Pune',
  nearby: 'City Park',
  pincode: '411001',
};

async function openTestCheckout() {
  await fillAddress();
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,299' }));
  return screen.findByRole('dialog', { name: 'Test checkout' });
}

describe('PaymentPage', () => {
  it('when the shopper has saved addresses, then the last used is preselected and paid with', async () => {
    const saved = [
      { _id: 7, ...address, name: 'Asha at work', address: '4 FC Road' },
      { _id: 3, ...address },
    ];
    const { network } = payPage(
      { 'POST /api/user/address/156/get': [200, { addresses: saved }] },
      true,
    );
    const work = await screen.findByRole('radio', { name: /Asha at work/ });
    expect(work).toBeChecked();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await userEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(bodiesTo(network.requests, `${ORDER}/pay`)).toEqual([
        {
          userId: 'u1',
          orderId: '1024-XYZ',
          address: saved[0] && { ...address, name: 'Asha at work', address: '4 FC Road' },
          addressId: 7,
          paymentType: 1,
        },
      ]),
    );
    expect(bodiesTo(network.requests, '/api/user/address/156/add')).toEqual([]);
  });

  it('when the phone is not 10 digits, then it says so and pays nothing', async () => {
    const { network } = payPage({});
    await fillAddress();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.paste('12345');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,299' }));
    // The form's own message (a toast of an earlier test's late answer may be on screen too).
    expect(await screen.findByText('Enter a valid 10-digit mobile number')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(bodiesTo(network.requests, `${ORDER}/pay`)).toEqual([]);
  }, 15_000);

  it('when the page is reloaded, then the checkout is loaded from the server by id with its lines', async () => {
    const { network } = payPage({
      [`POST ${ORDER}/pending/get`]: [
        200,
        { checkout: aPendingCheckout({ address: { ...address, city: 'Mumbai' } }) },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Pay ₹1,299' })).toBeInTheDocument();
    expect(screen.getByText('Festive Kurta')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Mumbai');
    expect(bodiesTo(network.requests, `${ORDER}/pending/get`)).toEqual([
      { userId: 'u1', orderId: '1024-XYZ' },
    ]);
  });

  it('when the checkout is not the shopper’s, then it goes home', async () => {
    const { router } = payPage({
      [`POST ${ORDER}/pending/get`]: [404, { error: 'Order Not Found' }],
      'GET /api/vendor/general/156/getSlider': [200, { finalData: { mainSlider: [] } }],
    });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('when the checkout expired, then it says so and links to the orders and the cart', async () => {
    payPage({
      [`POST ${ORDER}/pending/get`]: [
        409,
        { error: 'This checkout has expired, please check out again' },
      ],
    });
    expect(await screen.findByText('This checkout is no longer open')).toBeInTheDocument();
    expect(
      screen.getByText('This checkout has expired, please check out again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('when nobody is signed in, then it goes home', async () => {
    fakeHttp({
      'GET /api/vendor/product/156/getRawData': [
        200,
        { myRawData: { categories: [], subCategories: [] } },
      ],
      'GET /api/vendor/general/156/getSlider': [200, { finalData: [] }],
    });
    const { router } = renderRoute('/payment/1024-XYZ');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('when a field is empty or the pincode is not 6 digits, then it says so and pays nothing', async () => {
    const { network } = payPage({});
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,299' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All Fields are required');

    await fillAddress('4110');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,299' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pincode must be 6 digits');
    expect(bodiesTo(network.requests, `${ORDER}/pay`)).toEqual([]);
  }, 15_000);

  it('when the shop has cash on delivery off, then only Online is offered', async () => {
    payPage({}, false);
    expect(await screen.findByRole('radio', { name: /Online/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /Cash on Delivery/ })).toBeNull(),
    );
  });

  it('when cash on delivery is on and chosen, then the order is placed at once and orders open', async () => {
    const { network, router, store } = payPage(
      { [`POST ${ORDER}/pay`]: [200, { orders: [anOrder({ orderId: '1024-XYZ' })] }] },
      true,
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(router.location.pathname).toBe('/orders'));
    expect(bodiesTo(network.requests, `${ORDER}/pay`)).toEqual([
      { userId: 'u1', orderId: '1024-XYZ', address, addressId: 41, paymentType: 1 },
    ]);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().orders.currentOrder).toBeNull();
  });

  it('when the test checkout’s Pay is pressed, then the payment is confirmed, the cart emptied and orders open', async () => {
    const { network, router, store } = payPage({
      [`POST ${ORDER}/pay`]: [200, { payment: session }],
      [`POST ${ORDER}/testPayment`]: [200, proof],
      [`POST ${ORDER}/add`]: [200, { orders: [anOrder({ orderId: '1024-XYZ' })] }],
      [`POST ${ORDER}/get`]: [200, { orders: [anOrder({ orderId: '1024-XYZ' })] }],
    });
    const dialog = await openTestCheckout();
    expect(within(dialog).getByText('₹1,299')).toBeInTheDocument();
    expect(within(dialog).getByText('1024-XYZ')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(router.location.pathname).toBe('/orders'));
    expect(await screen.findAllByText('Order Placed Successfully')).not.toHaveLength(0);
    expect(bodiesTo(network.requests, `${ORDER}/pay`)).toEqual([
      { userId: 'u1', orderId: '1024-XYZ', address, addressId: 41, paymentType: 2 },
    ]);
    expect(bodiesTo(network.requests, `${ORDER}/testPayment`)).toEqual([
      { userId: 'u1', orderId: '1024-XYZ', outcome: 'success' },
    ]);
    expect(bodiesTo(network.requests, `${ORDER}/add`)).toEqual([
      { userId: 'u1', order: { orderId: '1024-XYZ', payment: proof } },
    ]);
    expect(store.getState().ui.loading).toBe(false);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('when the test checkout’s Fail is pressed, then loading ends, the failure shows and the order stays payable', async () => {
    const { network, router, store } = payPage({
      [`POST ${ORDER}/pay`]: [200, { payment: session }],
      [`POST ${ORDER}/testPayment`]: [
        402,
        { error: 'Payment failed (test checkout), you can try again' },
      ],
    });
    const dialog = await openTestCheckout();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('form', { name: 'Address and payment' })).getByRole('alert'),
    ).toHaveTextContent('Payment failed (test checkout), you can try again');
    expect(store.getState().ui.loading).toBe(false);
    expect(router.location.pathname).toBe('/payment/1024-XYZ');
    expect(bodiesTo(network.requests, `${ORDER}/add`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,299' }));
    expect(await screen.findByRole('dialog', { name: 'Test checkout' })).toBeInTheDocument();
  });

  it('when the test checkout is dismissed, then it closes and loading ends without a payment', async () => {
    const { network, store } = payPage({ [`POST ${ORDER}/pay`]: [200, { payment: session }] });
    const dialog = await openTestCheckout();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.loading).toBe(false);
    expect(bodiesTo(network.requests, `${ORDER}/testPayment`)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay ₹1,299' })).toBeEnabled();
  });

  it('when Razorpay is the provider, then its checkout loads on demand and its answer confirms the order', async () => {
    const { network, router } = payPage({
      [`POST ${ORDER}/pay`]: [
        200,
        { payment: { ...session, provider: 'razorpay', keyId: 'rzp_test_key' } },
      ],
      [`POST ${ORDER}/add`]: [200, { orders: [anOrder({ orderId: '1024-XYZ' })] }],
      [`POST ${ORDER}/get`]: [200, { orders: [anOrder({ orderId: '1024-XYZ' })] }],
    });
    const opened: Record<string, unknown>[] = [];
    class FakeRazorpay {
      constructor(private options: Record<string, unknown>) {}
      on() {}
      open() {
        opened.push(this.options);
      }
    }
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,299' }));

    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(
        'script[src="https://checkout.razorpay.com/v1/checkout.js"]',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    Object.assign(window, { Razorpay: FakeRazorpay });
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_test_1',
      amount: 129900,
      currency: 'INR',
      prefill: { name: 'Asha Rao', contact: '+919810012345' },
    });

    const handler = opened[0]!.handler as (response: Record<string, string>) => void;
    handler({
      razorpay_payment_id: 'pay_rzp_1',
      razorpay_order_id: 'order_test_1',
      razorpay_signature: 'rzp_sig',
    });

    await waitFor(() => expect(router.location.pathname).toBe('/orders'));
    expect(bodiesTo(network.requests, `${ORDER}/add`)).toEqual([
      {
        userId: 'u1',
        order: {
          orderId: '1024-XYZ',
          payment: {
            paymentId: 'pay_rzp_1',
            providerOrderId: 'order_test_1',
            signature: 'rzp_sig',
          },
        },
      },
    ]);
  });
});
