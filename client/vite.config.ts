import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  type Plugin,
  type ResolveModulePreloadDependenciesFn,
  type Rolldown,
} from 'vite';

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

/**
 * main.tsx loads the store, react-dom and the app through dynamic imports so that each is
 * evaluated in a task of its own; they are still part of every first page. This preloads them,
 * and the chunks they import, from index.html like the entry's static imports (no extra round
 * trip, and the bundle report still counts them as initial JavaScript).
 */
const STARTUP_MODULES = [
  '/src/app/start-data.ts',
  '/node_modules/react-dom/client.js',
  '/src/app/start-app.ts',
];

/** The chunks index.html loads: the entry, the start-up imports, and what they import. */
function startupChunks(bundle: Rolldown.OutputBundle) {
  const files = new Set<string>();
  const visit = (file: string) => {
    const found = bundle[file];
    if (files.has(file) || found?.type !== 'chunk') return;
    files.add(file);
    found.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    visit(chunk.fileName);
    for (const file of chunk.dynamicImports) {
      const found = bundle[file];
      const ids = found?.type === 'chunk' ? found.moduleIds : [];
      if (STARTUP_MODULES.some((module) => ids.some((id) => id.endsWith(module)))) visit(file);
    }
  }
  return files;
}

/**
 * Preloads the start-up chunks from index.html, and leaves them out of the lazy imports' preload
 * lists (every chunk carries the list of the screens it imports, and the start-up chunks, loaded
 * with the page, were in most of them). CSS stays in those lists: the header's styles load that
 * way.
 */
function preloadStartup() {
  let base = '/';
  let loadedAtStart = new Set<string>();
  const plugin: Plugin = {
    name: 'vastra-preload-startup',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    // Before Vite's own, which writes the preload lists.
    generateBundle: {
      order: 'pre',
      handler: (_options, bundle) => {
        loadedAtStart = startupChunks(bundle);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        [...(bundle ? startupChunks(bundle) : [])]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          })),
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostType }) =>
    hostType === 'js' ? deps.filter((dep) => !loadedAtStart.has(dep)) : deps;
  return { plugin, resolveDependencies };
}
const startup = preloadStartup();

/**
 * One chunk per start-up task. Left to itself, the bundler splits every module that a lazy screen
 * shares with start-up into a chunk of its own (a slice, a hook, a class-name map: a dozen files
 * under 0.5 KB gzip, each with its own imports and exports). This groups each task's modules:
 * what start-data.ts needs beyond the entry, then what react-dom needs beyond both, then what
 * start-app.ts needs beyond all three. A task's chunk imports only the entry and the earlier
 * tasks' chunks, so each still evaluates in a task of its own when main.tsx imports it.
 */
function startupGroups() {
  let tasks: Set<string>[] = [];
  const plugin: Plugin = {
    name: 'vastra-startup-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (roots: string[], seen = new Set<string>()) => {
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const loaded = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      tasks = STARTUP_MODULES.map((module) => {
        const before = new Set(loaded);
        closure(
          ids.filter((id) => id.endsWith(module)),
          loaded,
        );
        return new Set([...loaded].filter((id) => !before.has(id)));
      });
    },
  };
  const groups = STARTUP_MODULES.map((module, index) => ({
    name: path.basename(module, path.extname(module)),
    test: (id: string) => tasks[index]?.has(id) ?? false,
    // By default a group takes its modules' imports too: react would leave the entry for the
    // store's chunk, and the entry, importing it (and the app's), would evaluate both with itself.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
const groups = startupGroups();

/**
 * The storefront's small shared modules in one chunk. Left to itself, the bundler gives every
 * module that several screens share a chunk of its own (a button, the icons, the empty and error
 * states, a dialog, a hook: 0.2 to 2 KB gzip each), so a category page loaded 16 scripts and 10
 * stylesheets for its screen, each a request for the browser to make and a module for it to
 * instantiate. Modules that SCREEN_BASE_SHARE or more lazily loaded chunks import go in one
 * `screen-base` chunk instead (5.9 KB gzip of scripts, 2.9 of styles): a category page's screen
 * now comes in 5 scripts and 6 stylesheets, 2.7 KB smaller; the home page's in 3 and 4, 5 KB
 * larger (docs/performance.md, "Fewer files per screen"). Modules that fewer chunks share stay
 * where the bundler puts them; the start-up groups above come first.
 */
const SCREEN_BASE_SHARE = 6;
const screenBase = {
  name: 'screen-base',
  test: (id: string) => id.startsWith(`${src}/`),
  minShareCount: SCREEN_BASE_SHARE,
  includeDependenciesRecursively: false,
};

/** V8's explicit compile hint: compile every function of the file as it is loaded. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const VENDOR_AREA = '/src/app/vendor-area.ts';

/**
 * Nearly every function of the storefront's chunks runs as they load (React, the router, the
 * store, the screen), and V8 compiles a function lazily, on the main thread, when it is first
 * called: ~190 ms of a category page's start-up on this project's machines, in tasks the
 * shopper waits on. With the compile hint at the top of a chunk, Chromium compiles all of it
 * while it streams in, off the main thread (measured: 191 -> 24 ms of compiling left on the
 * main thread). Other browsers read a comment. The hint marks the chunks a storefront page can
 * load; the owner's area (and what only it loads, such as the sales chart) keeps lazy
 * compilation, since most of its code never runs on a given screen.
 */
function compileHints(): Plugin {
  return {
    name: 'vastra-compile-hints',
    apply: 'build',
    // After Vite's own (which puts the dynamic imports' preload list at the top of a chunk): the
    // hint counts only on a file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const storefront = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (storefront.has(file) || chunk?.type !== 'chunk') return;
          if (chunk.facadeModuleId?.endsWith(VENDOR_AREA)) return;
          storefront.add(file);
          chunk.imports.forEach(visit);
          chunk.dynamicImports.forEach(visit);
        };
        for (const [file, chunk] of Object.entries(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
        for (const file of storefront) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The code moved down one line: so do the source map's lines.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/** Files a browser gets compressed: text, and big enough to gain from it. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|html)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Every compressible asset is also written compressed, once, as the server sends it
 * (server/src/http/precompressed-assets.ts): `name.br` (brotli at its best, quality 11) and
 * `name.gz` (gzip at level 9). The server hands these out from memory instead of compressing the
 * same files for every visitor (a first visit to the home page: 44-54 ms of the shop's CPU
 * before, 24-32 ms now), and brotli's best is smaller than what an answer compressed per request
 * can afford (that visit's scripts: 176.7 KB before, 155.4 KB now; docs/performance.md).
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'vastra-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!file.fileName.startsWith('assets/') || !COMPRESSIBLE.test(file.fileName)) return;
          // The file as written (with anything the writer adds, such as a source map's comment).
          const target = path.join(dir, file.fileName);
          const body = await readFile(target);
          if (body.length < COMPRESS_FROM_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
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
  plugins: [
    react(),
    shopName(),
    startup.plugin,
    groups.plugin,
    compileHints(),
    precompressAssets(),
  ],
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
    modulePreload: { polyfill: false, resolveDependencies: startup.resolveDependencies },
    // The server reads it to preload a route's lazily loaded screen with the page (first-page.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...groups.groups.map((group) => ({ ...group, priority: 2 })),
            { ...screenBase, priority: 1 },
          ],
        },
      },
    },
    // The owner's sales chart (~340 kB before gzip, loaded with the dashboard alone) is the largest
    // chunk; warn only beyond it.
    chunkSizeWarningLimit: 400,
  },
}));
