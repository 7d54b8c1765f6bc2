// The store and the first reads (RTK Query and every endpoint the first page may ask for).
// main.tsx imports this module dynamically, so its evaluation is a task of its own.
export { preloadHttp } from './api';
export { prefetchMenu, prefetchPageData } from './prefetch-first-page';
export { makeStore } from './store';
