import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import './styles/tokens.css';
import './styles/base.css';

const store = makeStore();
const router = createBrowserRouter(routes);
const root = document.getElementById('root');

if (root) {
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
