import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  UNSAFE_createMemoryHistory,
  useNavigate,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { RouteTable } from '@/app/app';
import { routes as appRoutes } from '@/app/router';
import { ShopRouter } from '@/app/shop-router';
import { makeStore, type AppStore, type RootState } from '@/app/store';

interface Options {
  preloadedState?: Partial<RootState>;
  routes?: RouteObject[];
  /** A store made beforehand (e.g. with the first page's reads already started). */
  store?: AppStore;
}

/** Hands the test the app's own navigate (links and the back button go through it). */
function NavigateHandle({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  onNavigate(useNavigate());
  return null;
}

/**
 * Renders the app's routes (or given ones) at `path` with a fresh store, under the shop's router
 * over a memory history. `router.location` is where it is; `router.navigate` goes as the app's
 * own links do (so blockers apply), `router.navigate(-1)` as the back button.
 */
export function renderRoute(
  path: string,
  { preloadedState, routes = appRoutes, store = makeStore(preloadedState) }: Options = {},
) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  let navigate: NavigateFunction | undefined;
  const view = render(
    <Provider store={store}>
      <ShopRouter history={history}>
        <Suspense fallback={null}>
          <NavigateHandle onNavigate={(found) => (navigate = found)} />
          <RouteTable routes={routes} />
        </Suspense>
      </ShopRouter>
    </Provider>,
  );
  const router = {
    get location() {
      return history.location;
    },
    navigate: async (to: string | number) => {
      await (typeof to === 'number' ? navigate?.(to) : navigate?.(to));
    },
  };
  return { store, router, ...view };
}

/** Renders one element inside a router and a fresh store. */
export function renderWithStore(ui: ReactElement, options: Omit<Options, 'routes'> = {}) {
  return renderRoute('/', { ...options, routes: [{ path: '*', element: ui }] });
}
