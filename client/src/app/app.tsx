import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';

/** The providers around the router (store; toasts mount in AppRoot). */
export function App({
  store,
  router,
}: {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
