// The storefront's service worker: it keeps the app shell (the home page's HTML, which carries
// no prices or stock) and the hashed scripts and styles, so a second visit starts without
// waiting on the network and the shop installs as an app. It never answers API requests,
// uploads, or anything under /vendor: prices, stock and the admin always come from the server.
const CACHE = 'vastra-shell-v1';
const SHELL = '/';
const STATIC = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

/** The shell's own scripts and styles, read from its HTML (their names change with each build). */
async function shellAssets(html) {
  // Each once: Cache.addAll refuses a list that names a request twice.
  const found = html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g);
  return [...new Set([...found].map((m) => m[1]))];
}

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`shell answered ${response.status}`);
  const assets = await shellAssets(await response.clone().text());
  await cache.put(SHELL, response);
  await cache.addAll([...STATIC, ...assets]);
  return new Set(assets);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const isAsset = (url) => url.pathname.startsWith('/assets/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/vendor') || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Fresh HTML (it carries the page's own tags and data); the cached shell when offline.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
    return;
  }
  if (isAsset(url) || STATIC.includes(url.pathname)) {
    // Hashed names never change content: cache first, keep what the pages load.
    event.respondWith(
      (async () => {
        const cached = await caches.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok && isAsset(url)) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })(),
    );
  }
});
