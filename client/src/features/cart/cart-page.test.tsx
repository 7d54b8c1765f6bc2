import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { bodiesTo, shopper } from '@/features/orders/order-fixtures';
import { aCartLine, aVariantLine } from './cart-fixtures';

const CART = '/api/user/cart/156';
const CHECKOUT = '/api/user/order/156/checkout';
const signedIn = { session: { user: shopper, admin: null } };

function shop(routes: Record<string, Reply | Handler>) {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [
      200,
      { myRawData: { categories: [], subCategories: [] } },
    ],
    'GET /api/vendor/product/156/getAttribute': [
      200,
      {
        myAttributes: [
          { _id: 1, attribute: 'Size', values: ['M'] },
          { _id: 2, attribute: 'Colour', values: ['Blue'] },
        ],
      },
    ],
    'POST /api/user/order/156/getNewNotify': [200, { newNotify: 0 }],
    ...routes,
  });
}

const line = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('CartPage', () => {
  it('when signed out, then it says login is required and Sign In opens the overlay', async () => {
    shop({});
    const { store } = renderRoute('/cart');

    expect(await screen.findByText(/Login required/)).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
    );
    expect(store.getState().ui.signInOpen).toBe(true);
  });

  it('when the cart is empty, then it says so', async () => {
    shop({ [`POST ${CART}/get`]: [200, { cart: [], total: 0 }] });
    renderRoute('/cart', { preloadedState: signedIn });

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('when lines load, then each shows its variant, unit price, line total and problem; the subtotal follows what is shown', async () => {
    shop({
      [`POST ${CART}/get`]: [
        200,
        {
          cart: [
            aVariantLine({ itemQty: 3 }),
            aCartLine({ stock: 1, itemQty: 2, problem: 'Only 1 left of Linen Shirt' }),
          ],
          total: 5596.5,
        },
      ],
    });
    renderRoute('/cart', { preloadedState: signedIn });

    await screen.findByRole('heading', { name: 'Festive Kurta' });
    const kurta = line('Festive Kurta');
    expect(await within(kurta).findByText('Size: M · Colour: Blue')).toBeInTheDocument();
    expect(within(kurta).getByText('₹999.50 each')).toBeInTheDocument();
    expect(within(kurta).getByText('₹1,999')).toBeInTheDocument();
    expect(within(kurta).getByText('₹2,998.50')).toBeInTheDocument();
    expect(within(line('Linen Shirt')).getByRole('alert')).toHaveTextContent(
      'Only 1 left of Linen Shirt',
    );
    // The shirt's stock dropped to 1: its stepper, line total and the subtotal all say 1.
    const shirt = line('Linen Shirt');
    expect(within(shirt).getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
    expect(within(shirt).getByText('Line total').parentElement).toHaveTextContent('₹1,299');
    expect(within(shirt).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal (4 items)')).toBeInTheDocument();
    expect(within(summary).getAllByText('₹4,297.50')).toHaveLength(2);
  });

  it('when the stepper changes, then the line total and subtotal follow; Continue saves the quantity before checkout', async () => {
    const network = shop({
      [`POST ${CART}/get`]: [200, { cart: [aVariantLine({ itemQty: 1, stock: 3 })], total: 999.5 }],
      [`POST ${CART}/set`]: [200, { cart: [aVariantLine({ itemQty: 2, stock: 3 })], total: 1999 }],
      [`POST ${CHECKOUT}`]: [200, { orderId: '1025-ABC', amount: 1999 }],
      'POST /api/vendor/156/getCOD': [200, { cod: false }],
    });
    const { router } = renderRoute('/cart', { preloadedState: signedIn });
    await screen.findByRole('heading', { name: 'Festive Kurta' });

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

    expect(within(line('Festive Kurta')).getByText('Line total').parentElement).toHaveTextContent(
      '₹1,999',
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getAllByText('₹1,999')).toHaveLength(2);
    expect(within(summary).getByText('Subtotal (2 items)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.location.pathname).toBe('/payment/1025-ABC'));
    const calls = network.requests.map((r) => r.url).filter((url) => url !== `${CART}/get`);
    expect(calls.indexOf(`${CART}/set`)).toBeLessThan(calls.indexOf(CHECKOUT));
    expect(bodiesTo(network.requests, `${CART}/set`)).toEqual([
      { userId: 'u1', cart: [{ id: 7, varient: { _id: 3 }, itemQty: 2 }] },
    ]);
  });

  it('when the quantity changes, then it stays between 1 and the stock, and Update saves it', async () => {
    const network = shop({
      [`POST ${CART}/get`]: [200, { cart: [aVariantLine({ itemQty: 1, stock: 3 })], total: 999.5 }],
      [`POST ${CART}/set`]: (config) => {
        const { cart } = JSON.parse(String(config.data)) as { cart: { itemQty: number }[] };
        return [
          200,
          { cart: [aVariantLine({ itemQty: cart[0]!.itemQty, stock: 3 })], total: 2998.5 },
        ];
      },
    });
    renderRoute('/cart', { preloadedState: signedIn });
    await screen.findByRole('heading', { name: 'Festive Kurta' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });

    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updated Successfull')).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${CART}/set`)).toEqual([
      { userId: 'u1', cart: [{ id: 7, varient: { _id: 3 }, itemQty: 3 }] },
    ]);
    expect(screen.getAllByText('₹2,998.50').length).toBeGreaterThan(0);
  });

  it('when removing fails, then the previous cart comes back with Something Wrong', async () => {
    shop({
      [`POST ${CART}/get`]: [200, { cart: [aCartLine(), aVariantLine()], total: 2298.5 }],
      [`POST ${CART}/set`]: [500, { error: 'Internal error' }],
    });
    const { store } = renderRoute('/cart', { preloadedState: signedIn });
    await screen.findByRole('heading', { name: 'Linen Shirt' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Linen Shirt' }));

    expect(await screen.findByText('Something Wrong')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(store.getState().cart.items.map((item) => item.id)).toEqual([101, 7]);
    expect(store.getState().cart.total).toBe(2298.5);
  });

  it('when removing succeeds, then the line leaves with Removed Successfull', async () => {
    const network = shop({
      [`POST ${CART}/get`]: [200, { cart: [aCartLine(), aVariantLine()], total: 2298.5 }],
      [`POST ${CART}/set`]: [200, { cart: [aVariantLine()], total: 999.5 }],
    });
    renderRoute('/cart', { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Linen Shirt' }));

    expect(await screen.findByText('Removed Successfull')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(bodiesTo(network.requests, `${CART}/set`)).toEqual([
      { userId: 'u1', cart: [{ id: 7, varient: { _id: 3 }, itemQty: 1 }] },
    ]);
  });

  it('when Continue is pressed, then checkout makes the current order and payment opens', async () => {
    shop({
      [`POST ${CART}/get`]: [200, { cart: [aCartLine()], total: 1299 }],
      [`POST ${CHECKOUT}`]: [200, { orderId: '1024-XYZ', amount: 1299 }],
      'POST /api/vendor/156/getCOD': [200, { cod: false }],
    });
    const { store, router } = renderRoute('/cart', { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.location.pathname).toBe('/payment/1024-XYZ'));
    expect(store.getState().orders.currentOrder).toEqual({ orderId: '1024-XYZ', amount: 1299 });
  });

  it('when checkout refuses (409), then the server’s message is shown', async () => {
    const refusal = 'Some items cannot be ordered: Only 1 left of Linen Shirt';
    shop({
      [`POST ${CART}/get`]: [200, { cart: [aCartLine({ itemQty: 2 })], total: 2598 }],
      [`POST ${CHECKOUT}`]: [409, { error: refusal }],
    });
    const { router } = renderRoute('/cart', { preloadedState: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(router.location.pathname).toBe('/cart');
  });
});
