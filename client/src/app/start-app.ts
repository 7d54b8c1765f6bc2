import { createBrowserRouter } from 'react-router-dom';
import { routes } from './router';

// The providers, the router and the route table with the storefront's chrome (header, layout,
// guards). main.tsx imports this module dynamically, so its evaluation is a task of its own.
export { App } from './app';

/** The browser's router over every route; creating it starts matching the current URL. */
export const createRouter = () => createBrowserRouter(routes);
