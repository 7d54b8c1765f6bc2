import { screen } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { rawData } from '@test/catalog-fixtures';

// Evaluating the home screen's module is what a shopper's browser downloads and parses.
let mockHomeLoaded = false;
jest.mock('@/features/catalog/home-page', () => {
  mockHomeLoaded = true;
  return { HomePage: () => <p>Home screen</p> };
});

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
});
