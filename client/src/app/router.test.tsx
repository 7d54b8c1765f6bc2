import { render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { fakeHttp } from '@test/fake-http';
import { rawData } from '@test/catalog-fixtures';

// Evaluating the home screen's module is what a shopper's browser downloads and parses.
let mockHomeLoaded = false;
jest.mock('@/features/catalog/home-page', () => {
  mockHomeLoaded = true;
  return { HomePage: () => <p>Home screen</p> };
});
jest.mock('@/features/cart/cart-page', () => ({ CartPage: () => <p>Cart screen</p> }));
jest.mock('@/features/wishlist/wishlist-page', () => ({
  WishlistPage: () => <p>Wishlist screen</p>,
}));

/** The app as main.tsx renders it (its loading fallback included) at `path`. */
async function renderApp(path: string) {
  const { App } = await import('./app');
  const { makeStore } = await import('./store');
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  return render(<App store={makeStore()} history={history} />);
}

describe('storefront routes', () => {
  it('when the app starts, then the home screen is not loaded until home is visited', async () => {
    fakeHttp({ 'GET /api/vendor/product/156/getRawData': [200, rawData([])] });
    // The app's routes and store: what the entry imports before any lazy screen.
    const { renderRoute } = await import('@test/render');
    expect(mockHomeLoaded).toBe(false);

    renderRoute('/');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(mockHomeLoaded).toBe(true);
  });

  it('when a screen is loaded ahead (preloadScreens, as the app starts), then the first render draws it, never the loading fallback in place of the first screen', async () => {
    fakeHttp({ 'GET /api/vendor/product/156/getRawData': [200, rawData([])] });
    const { preloadScreens } = await import('./router');

    await preloadScreens('/cart');
    await renderApp('/cart');
    // Synchronously: the first commit already holds the screen.
    expect(screen.getByText('Cart screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when a screen is not loaded ahead, then its first render shows the loading fallback until its code is in', async () => {
    fakeHttp({ 'GET /api/vendor/product/156/getRawData': [200, rawData([])] });

    await renderApp('/wishlist');
    expect(screen.getByRole('status')).toHaveTextContent('Page Loading...');
    expect(await screen.findByText('Wishlist screen')).toBeInTheDocument();
  });
});
