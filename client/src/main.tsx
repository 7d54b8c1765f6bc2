import { PRIMED_DATA_ID } from '@contracts/primed';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadHttp } from '@/app/api';
import { App } from '@/app/app';
import { prefetchFirstPage } from '@/app/prefetch-first-page';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { env } from '@/lib/env';
import './styles/tokens.css';
import './styles/base.css';

// A page whose first data came in its HTML needs axios only later: fetch it once the page has
// loaded, not beside the scripts and images the first render needs.
if (document.getElementById(PRIMED_DATA_ID)) window.addEventListener('load', preloadHttp);
else preloadHttp();
// The installable app's worker (public/sw.js), registered once the page has loaded so it never
// competes with the first render.
if ('serviceWorker' in navigator && !env.dev)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
const root = document.getElementById('root');

if (root) {
  const store = makeStore();
  // Start-up runs as a few short tasks, not one long one (a slow phone stays responsive, and
  // Lighthouse's blocking time counts only what is over 50 ms per task): the store, the first
  // reads, the router, then the first render, itself sliced as a transition.
  const start = () => {
    const router = createBrowserRouter(routes);
    const render = () =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App store={store} router={router} />
          </StrictMode>,
        ),
      );
    // With the server's first-paint bar in place, let the browser paint it before React's first
    // render takes the main thread (a slow phone then shows the shop at once, not a blank page).
    if (root.firstElementChild) requestAnimationFrame(() => setTimeout(render, 0));
    else setTimeout(render, 0);
  };
  setTimeout(() => {
    prefetchFirstPage(store, window.location);
    setTimeout(start, 0);
  }, 0);
}
