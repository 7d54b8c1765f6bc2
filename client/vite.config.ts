import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../server/src/contracts', import.meta.url));
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102),
 * whose warnings stay in a production bundle. The build takes the production twin of the same
 * files instead; the dev server keeps the warnings.
 */
function reactRouterProduction() {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const entry = path.join(root, 'dist/production/index.mjs');
  const dom = path.join(root, 'dist/production/dom-export.mjs');
  if (!existsSync(entry) || !existsSync(dom)) return [];
  return [
    { find: /^react-router$/, replacement: entry },
    { find: /^react-router\/dom$/, replacement: dom },
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * In production the server swaps __SHOP_NAME__ for the configured shop name when it serves
 * index.html; the dev server does the same here so `vite` alone shows a real name.
 */
function shopName(): Plugin {
  return {
    name: 'vastra-shop-name',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replaceAll('__SHOP_NAME__', escapeHtml(process.env.SHOP_NAME ?? 'Vastra')),
  };
}

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  // Written by the server from the shop's settings and database (modules/seo).
  '/share': { target: apiTarget, changeOrigin: true },
  '/manifest.webmanifest': { target: apiTarget, changeOrigin: true },
  '/robots.txt': { target: apiTarget, changeOrigin: true },
  '/sitemap.xml': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), shopName()],
  resolve: {
    alias: [
      ...(command === 'build' ? reactRouterProduction() : []),
      { find: /^@contracts\//, replacement: `${contracts}/` },
      { find: /^@\//, replacement: `${src}/` },
    ],
  },
  css: {
    modules: {
      // Short class names in the build keep the CSS-module maps in the JavaScript small.
      generateScopedName:
        command === 'build' ? '_[hash:base64:6]' : '[name]_[local]_[hash:base64:4]',
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The vendor tree and heavy libraries (swiper) are reached only through dynamic import(),
    // so they land in their own lazily loaded chunks.
    modulePreload: { polyfill: false },
    // The server reads it to preload a route's lazily loaded screen with the page (first-page.ts).
    manifest: true,
    // The entry holds react-dom and the router (~330 kB before gzip); warn only beyond that.
    chunkSizeWarningLimit: 400,
  },
}));
