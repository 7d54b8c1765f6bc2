import { PRIMED_DATA_ID } from '@contracts/primed';
import { startTransition, StrictMode } from 'react';
import type * as ReactDom from 'react-dom/client';
import { afterShellImages } from '@/app/after-shell-images';
import { registerWorkerLater } from '@/app/register-worker';
import type * as StartApp from '@/app/start-app';
import type { AppStore } from '@/app/store';
import { env } from '@/lib/env';
import './styles/tokens.css';
import './styles/base.css';

// The installable app's worker (public/sw.js), registered a while after the page has loaded so
// that its install never competes with the first screen's start-up (app/register-worker.ts).
if ('serviceWorker' in navigator && !env.dev)
  registerWorkerLater(() => navigator.serviceWorker.register('/sw.js'));

const nextTask = (run: () => void) => setTimeout(run, 0);
const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') nextTask(run);
  else window.addEventListener('load', run, { once: true });
};

// Start-up runs as short tasks, not one long one (a slow phone stays responsive, and
// Lighthouse's blocking time counts only what is over 50 ms per task). Evaluating all of the
// page's JavaScript at once was the longest of them, so the store, react-dom and the app come in
// three dynamic imports, each evaluated in a task of its own; the build preloads them with the
// page (vite.config.ts), so they cost no extra round trip. This entry itself is small, so the
// browser paints the server's first screen before any of them runs. Then: the store, the page's
// first read, the menu's, react-dom, the router, and the first render, itself sliced as a
// transition.
const root = document.getElementById('root');
if (root) afterShellImages(root, () => startUp(root));

function startUp(root: HTMLElement) {
  void import('@/app/start-data').then((data) => {
    // A page whose first data came in its HTML needs axios only later: fetch it once the page
    // has loaded, not beside the scripts and images the first render needs.
    if (document.getElementById(PRIMED_DATA_ID)) afterLoad(data.preloadHttp);
    else data.preloadHttp();
    const store = data.makeStore();
    nextTask(() => {
      data.prefetchPageData(store, window.location);
      nextTask(() => {
        data.prefetchMenu(store);
        void import('react-dom/client').then((dom) =>
          nextTask(() => {
            void import('@/app/start-app').then((app) => nextTask(() => start(app, dom, store)));
          }),
        );
      });
    });
  });

  const start = (
    { App, createShopHistory, preloadScreens }: typeof StartApp,
    { createRoot }: typeof ReactDom,
    store: AppStore,
  ) => {
    const history = createShopHistory();
    const render = () =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App store={store} history={history} />
          </StrictMode>,
        ),
      );
    if (!root.firstElementChild) {
      // No early screen (the owner's area): the loading screen shows while the code comes in.
      nextTask(render);
      return;
    }
    // With the server's early screen in place, the screen's code first (the page preloads it),
    // so React's first render draws the screen and never its loading fallback in place of the
    // early one; and the browser paints the early screen before that render takes the main
    // thread. A screen that fails to load is left to the render, whose error boundary offers to
    // try again.
    const paintThenRender = () => requestAnimationFrame(() => nextTask(render));
    preloadScreens(window.location.pathname).then(paintThenRender, paintThenRender);
  };
}
