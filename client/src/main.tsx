import { PRIMED_DATA_ID } from '@contracts/primed';
import { StrictMode } from 'react';
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
const store = makeStore();
prefetchFirstPage(store, window.location);
const router = createBrowserRouter(routes);
const root = document.getElementById('root');

if (root) {
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    );
  // With the server's first-paint bar in place, let the browser paint it before React's first
  // render takes the main thread (a slow phone then shows the shop at once, not a blank page).
  if (root.firstElementChild) requestAnimationFrame(() => setTimeout(render, 0));
  else render();
}
