import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './support';

// Home, category and product pages paint their first images from the HTML, before the scripts
// run (server/src/http/static-client.ts, client/src/styles/base.css). When React takes over, its
// own images must start where those were: nothing on the page jumps.

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  /** The file the browser chose (a banner's phone or desktop image). */
  src: string;
}

/** Where the first large image of the page is, as laid out (CSS pixels). */
function firstImage(page: Page, scope: string): Promise<Box> {
  return page
    .locator(`${scope} img`)
    .first()
    .evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return {
        left: Math.round(box.left),
        top: Math.round(box.top),
        width: Math.round(box.width),
        height: Math.round(box.height),
        src: new URL(image.currentSrc).pathname,
      };
    });
}

async function positions(
  browser: Browser,
  baseURL: string,
  viewport: object,
  path: string,
  ready = 'main h1',
) {
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
    await expect(after.locator(ready).first()).toBeVisible();
    const scope = path === '/' ? 'main section' : path.startsWith('/item/') ? 'main' : 'main ul';
    return { early, late: await firstImage(after, scope) };
  } finally {
    await boot.close();
    await app.close();
  }
}

/** The storefront path of the shop's first category, as its menu links it. */
async function firstCategoryPath(request: APIRequestContext): Promise<string> {
  const raw = await request.get('/api/vendor/product/156/getRawData');
  const { myRawData } = (await raw.json()) as {
    myRawData: { categories: { _id: number; categoryName: string; categoryIndex: number }[] };
  };
  const { _id, categoryName, categoryIndex } = myRawData.categories[0]!;
  return `/c/${encodeURIComponent(JSON.stringify({ _id, categoryName, categoryIndex }))}/-1`;
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
  const category = await firstCategoryPath(request);
  const search = await request.post('/api/user/search', {
    data: { item: '', count: 1, limit: 1, sortingMethod: 1 },
  });
  const { items } = (await search.json()) as { items: { _id: number }[] };
  for (const path of [category, `/item/info/${items[0]!._id}`]) {
    const { early, late } = await positions(browser, baseURL!, screen, path);
    // Drawn a little larger than the page's, so the page's largest paint stays the early one.
    expect({ path, left: early.left, top: early.top }).toEqual({
      path,
      left: late.left,
      top: late.top,
    });
  }
});

test('React takes over the early screen with the page itself, never with the loading screen', async ({
  page,
  request,
}) => {
  // Everything the page ever inserts is watched from the start: the loading screen showed for a
  // moment in place of the early images (a lazy screen suspends on its first render).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingScreens: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.textContent?.includes('Page Loading'))
            seen.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  const search = await request.post('/api/user/search', {
    data: { item: '', count: 1, limit: 1, sortingMethod: 1 },
  });
  const { items } = (await search.json()) as { items: { _id: number }[] };
  for (const path of ['/', await firstCategoryPath(request), `/item/info/${items[0]!._id}`]) {
    await page.goto(path);
    await expect(page.locator('.boot-page')).toHaveCount(0);
    await expect(page.locator(path === '/' ? 'main section img' : 'main h1').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { loadingScreens: string[] }).loadingScreens),
    ).toEqual([]);
  }
});

test("the home page's first banner paints early in the page's banner box, with the screen's image", async ({
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
  deviceScaleFactor,
  request,
}) => {
  const screen = { viewport, isMobile, hasTouch, deviceScaleFactor };
  const sliders = await request.get('/api/vendor/general/156/getSlider');
  const { finalData } = (await sliders.json()) as { finalData: { image: string[] }[] };
  const [desktop, phone] = finalData[0]!.image.map((url) => new URL(url, baseURL).pathname);
  const { early, late } = await positions(browser, baseURL!, screen, '/', 'main section img');
  // The same box (so nothing moves and the page's image is no larger) and the same file.
  expect(early).toEqual(late);
  expect(early.width).toBe(viewport!.width);
  expect(early.src).toBe(viewport!.width < 640 ? phone : desktop);
});

test("a category page's prices are set in the page's own font, with no fallback for the rupee sign", async ({
  page,
  request,
}) => {
  // Every family of the font list that the device lacks is looked up again for each size and
  // weight, and a font without ₹ sends every price through a fallback search: in Chromium on
  // Linux both are synchronous calls to the browser process in the first render's layout
  // (client/src/styles/tokens.css). The first family found must draw the whole price.
  await page.goto(await firstCategoryPath(request));
  await expect(page.locator('main article').first()).toContainText('₹');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const priced: number[] = [];
  const walk = (node: typeof root) => {
    if (node.children?.some((child) => child.nodeType === 3 && child.nodeValue.includes('₹')))
      priced.push(node.nodeId);
    node.children?.forEach(walk);
  };
  walk(root);
  expect(priced.length).toBeGreaterThan(5);
  const families = new Set<string>();
  for (const nodeId of priced) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    fonts.forEach((font) => families.add(font.familyName));
  }
  expect([...families]).toHaveLength(1);
});

test("on a narrow phone a category's Filters button and sort order share one row", async ({
  page,
  request,
}) => {
  // The order's select is as wide as the chosen order, not its longest one, so a wider
  // interface font does not push the sort below the button (search-page.module.css).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(await firstCategoryPath(request));
  const filters = page.getByRole('button', { name: 'Filters' });
  const sort = page.getByLabel('Sort by');
  await expect(sort).toBeVisible();
  const [button, select] = [await filters.boundingBox(), await sort.boundingBox()];
  expect(Math.abs(button!.y + button!.height / 2 - (select!.y + select!.height / 2))).toBeLessThan(
    4,
  );
  expect(select!.x + select!.width).toBeLessThanOrEqual(360);
});
