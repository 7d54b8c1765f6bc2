import { expect, test, type Browser, type Page } from '@playwright/test';

// Category and product pages paint their first images from the HTML, before the scripts run
// (server/src/http/static-client.ts, client/src/styles/base.css). When React takes over, its own
// images must start where those were: nothing on the page jumps.

interface Box {
  left: number;
  top: number;
}

/** Where the first large image of the page starts, as laid out (CSS pixels). */
function firstImage(page: Page, scope: string): Promise<Box> {
  return page
    .locator(`${scope} img`)
    .first()
    .evaluate((image) => {
      const box = image.getBoundingClientRect();
      return { left: Math.round(box.left), top: Math.round(box.top) };
    });
}

async function positions(browser: Browser, baseURL: string, viewport: object, path: string) {
  const boot = await browser.newContext({ baseURL, ...viewport, javaScriptEnabled: false });
  const app = await browser.newContext({ baseURL, ...viewport });
  try {
    const before = await boot.newPage();
    await before.goto(path);
    const early = await firstImage(before, '.boot-page');
    const after = await app.newPage();
    await after.goto(path);
    // React has replaced the early images once its page is there.
    await expect(after.locator('.boot-page')).toHaveCount(0);
    await expect(after.locator('main h1')).toBeVisible();
    const scope = path.startsWith('/item/') ? 'main' : 'main ul';
    return { early, late: await firstImage(after, scope) };
  } finally {
    await boot.close();
    await app.close();
  }
}

test("a category's first covers and a product's image paint early where the page puts them", async ({
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
  deviceScaleFactor,
  request,
}) => {
  const screen = { viewport, isMobile, hasTouch, deviceScaleFactor };
  const raw = await request.get('/api/vendor/product/156/getRawData');
  const { myRawData } = (await raw.json()) as {
    myRawData: { categories: { _id: number; categoryName: string; categoryIndex: number }[] };
  };
  const { _id, categoryName, categoryIndex } = myRawData.categories[0]!;
  const category = `/c/${encodeURIComponent(JSON.stringify({ _id, categoryName, categoryIndex }))}/-1`;
  const search = await request.post('/api/user/search', {
    data: { item: '', count: 1, limit: 1, sortingMethod: 1 },
  });
  const { items } = (await search.json()) as { items: { _id: number }[] };
  for (const path of [category, `/item/info/${items[0]!._id}`]) {
    const { early, late } = await positions(browser, baseURL!, screen, path);
    expect({ path, ...early }).toEqual({ path, ...late });
  }
});
