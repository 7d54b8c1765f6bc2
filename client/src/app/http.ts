import axios from 'axios';

/**
 * The axios instance behind every API call: same origin (Vite proxies /api in development, the
 * server serves both in production). api.ts loads this module on the first request, so axios
 * is not part of the first page's JavaScript.
 */
export const http = axios.create({ baseURL: '' });
