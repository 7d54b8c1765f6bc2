import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes as appRoutes } from '@/app/router';
import { makeStore, type RootState } from '@/app/store';

interface Options {
  preloadedState?: Partial<RootState>;
  routes?: RouteObject[];
}

/** Renders the app's routes (or given ones) at `path` with a fresh store. */
export function renderRoute(path: string, { preloadedState, routes = appRoutes }: Options = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}

/** Renders one element inside a router and a fresh store. */
export function renderWithStore(ui: ReactElement, options: Omit<Options, 'routes'> = {}) {
  return renderRoute('/', { ...options, routes: [{ path: '*', element: ui }] });
}
