// The providers, the router and the route table with the storefront's chrome (header, layout,
// guards). main.tsx imports this module dynamically, so its evaluation is a task of its own.
export { App } from './app';
export { createShopHistory } from './shop-router';
export { preloadScreens } from './router';
