import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { preloadHttp } from '@/app/api';
import { App } from '@/app/app';
import { prefetchFirstPage } from '@/app/prefetch-first-page';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import './styles/tokens.css';
import './styles/base.css';

preloadHttp();
const store = makeStore();
prefetchFirstPage(store, window.location);
const router = createBrowserRouter(routes);
const root = document.getElementById('root');

if (root) {
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
