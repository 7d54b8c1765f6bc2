import type { Env } from '../src/lib/env';

export const env: Env = { dev: false, docsUrl: '#guide', apiUrl: '' };
