import { expect, test, type Browser, type Page } from '@playwright/test';

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
    // Drawn a little larger than the page's, so the page's largest paint stays the early one.
    expect({ path, left: early.left, top: early.top }).toEqual({
      path,
      left: late.left,
      top: late.top,
    });
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
