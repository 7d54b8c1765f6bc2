/**
 * The only module that reads import.meta.env (Vite replaces it at build time). Jest maps this
 * file to test/env-mock.ts, because import.meta does not exist in its CommonJS runtime: always
 * import it as '@/lib/env' so that mapping applies.
 */
export interface Env {
  /** True under the Vite dev server. */
  dev: boolean;
  /** Where the admin dashboard's documentation link points. */
  docsUrl: string;
  /** The API's origin when it is not the page's own (VITE_API_URL); '' means same origin. */
  apiUrl: string;
}

export const env: Env = {
  dev: import.meta.env.DEV,
  docsUrl: (import.meta.env.VITE_DOCS_URL as string | undefined) || '#guide',
  apiUrl: ((import.meta.env.VITE_API_URL as string | undefined) ?? '').replace(/\/+$/, ''),
};
