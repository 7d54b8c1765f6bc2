import axios from 'axios';
import { env } from '@/lib/env';

/**
 * The axios instance behind every API call: same origin by default (Vite proxies /api in
 * development, the server serves both in production), or the API host named by VITE_API_URL when
 * the client is served elsewhere (a static host or CDN; the API lists it in CORS_ORIGINS).
 * api.ts loads this module on the first request, so axios is not part of the first page's
 * JavaScript.
 */
export const http = axios.create({ baseURL: env.apiUrl });
