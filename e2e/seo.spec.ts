import { chromium, expect, type Page } from '@playwright/test';
import { test } from './support';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every request URL path kept in the page's Cache Storage. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('the storefront installs as an app; its worker keeps the shell and assets, never the API or the admin', async ({
  baseURL,
  viewport,
  launchOptions,
}) => {
  // Chromium offers no install in an incognito profile, which Playwright's contexts are.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shop-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
  });
  try {
    await installsAndCaches(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installsAndCaches(page: Page) {
  const context = page.context();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /home$/ })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);

  // The first visit installs the worker; the second page load is answered through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  const second = await page.reload();
  expect(second!.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('link', { name: /home$/ })).toBeVisible();
  expect(fromWorker.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // Browse a category and a product: their API answers (prices, stock) are not kept.
  await page.goto('/search/shirt');
  await page.locator('a[href^="/item/info/"]').first().click();
  await expect(page).toHaveURL(/\/item\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await cachedPaths(page);
  expect(cached).toContain('/');
  expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  expect(cached.some((path) => /^\/assets\/.+\.css$/.test(path))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/vendor'))).toEqual(
    [],
  );

  // The admin always comes from the server.
  const admin = await page.goto('/vendor/login');
  expect(admin!.fromServiceWorker()).toBe(false);
  expect((await cachedPaths(page)).filter((path) => path.startsWith('/vendor'))).toEqual([]);
}

test('a product page tells crawlers and link previews what it is, without JavaScript', async ({
  request,
}) => {
  const search = await request.post('/api/user/search', {
    data: { item: '', count: 1, limit: 1, sortingMethod: 1 },
  });
  const { items } = (await search.json()) as { items: { _id: number; productName: string }[] };
  const product = items[0]!;
  const html = await (await request.get(`/item/info/${product._id}`)).text();
  expect(html).toContain(`<meta property="og:type" content="product">`);
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`/share/product/${product._id}\\.jpg$`));
  const preview = await request.get(new URL(image!).pathname);
  expect(preview.headers()['content-type']).toBe('image/jpeg');
});
