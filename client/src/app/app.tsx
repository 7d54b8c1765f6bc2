import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';
import { ShopRouter, type ShopHistory } from './shop-router';
import type { AppStore } from './store';

/** The screen of the current address among `routes` (the app's own, or a test's). */
export function RouteTable({ routes: table }: { routes: RouteObject[] }) {
  return useRoutes(table);
}

/** The providers around the routes (store; toasts mount in AppRoot). */
export function App({ store, history }: { store: AppStore; history: ShopHistory }) {
  return (
    <Provider store={store}>
      <ShopRouter history={history}>
        <RouteErrorBoundary>
          {/* Until the first screen's chunk is in (later navigations keep the page they leave). */}
          <Suspense fallback={<PageLoading />}>
            <RouteTable routes={routes} />
          </Suspense>
        </RouteErrorBoundary>
      </ShopRouter>
    </Provider>
  );
}
