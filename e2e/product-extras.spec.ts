import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, screenshot, vendorLogin, test } from './support';

const PRODUCT = '/api/vendor/product/156';
const GENERAL = '/api/vendor/general/156';

interface Detail {
  _id: number;
  productName: string;
  productParents: { category: number };
  CoverImages: string[];
  productImages: string[];
}

async function post<T>(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const response = await request.post(url, {
    data: body,
    headers: token ? { Authorization: `barear ${token}` } : undefined,
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A shown product with at least two images (the gallery has somewhere to swipe to). */
async function productWithImages(request: APIRequestContext): Promise<Detail> {
  const raw = (await (await request.get(`${PRODUCT}/getRawData`)).json()) as {
    myRawData: { categories: { _id: number; categoryStatus: number }[] };
  };
  for (const category of raw.myRawData.categories.filter((c) => c.categoryStatus === 1)) {
    const { myCollection } = await post<{ myCollection: { myProducts: { _id: number }[] } }>(
      request,
      `${PRODUCT}/product/get/category`,
      { category: category._id, subCategory: -1, count: 1, limit: 20 },
    );
    const details = await Promise.all(
      myCollection.myProducts.map(
        async (card) =>
          (
            await post<{ myCollection: Detail }>(request, `${PRODUCT}/getProductWithID`, {
              id: card._id,
            })
          ).myCollection,
      ),
    );
    const found = details.find(
      (detail) => new Set([...detail.CoverImages, ...detail.productImages]).size >= 2,
    );
    if (found) return found;
  }
  throw new Error('No product with two images');
}

/** A finger swipe from right to left across the element (real touch events, via CDP). */
async function swipeLeft(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  await touch('touchStart', from);
  for (let step = 1; step <= 6; step += 1)
    await touch('touchMove', from - ((from - to) * step) / 6);
  await touch('touchEnd', to);
}

let vendorToken = '';
test.afterEach(async ({ request }) => {
  // Shared server: the next journeys deliver everywhere again.
  if (vendorToken) await post(request, `${GENERAL}/setDeliveryAreas`, { areas: [] }, vendorToken);
});

test('the product page shows the size guide, a full-screen gallery that swipes, and checks delivery to a pincode', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  ({ token: vendorToken } = await post<{ token: string }>(
    request,
    '/api/vendor/156/signin',
    vendorLogin,
  ));
  const product = await productWithImages(request);
  const category = product.productParents.category;
  await post(
    request,
    `${PRODUCT}/setSizeGuide`,
    {
      category,
      unit: 'in',
      measurements: ['Chest', 'Waist', 'Length'],
      rows: [
        { size: 'S', values: ['38', '32', '27'] },
        { size: 'M', values: ['40', '34', '28'] },
        { size: 'L', values: ['42', '36', '29'] },
      ],
      note: 'Measured flat across the garment.',
    },
    vendorToken,
  );
  await post(
    request,
    `${GENERAL}/setDeliveryAreas`,
    {
      areas: [
        { prefix: '560', cod: true },
        { prefix: '110001', cod: false },
      ],
    },
    vendorToken,
  );

  await page.goto(`/item/info/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  // Size guide: a dialog with the table; Esc closes it.
  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size guide' });
  await expect(guide.getByRole('cell', { name: '36' })).toBeVisible();
  await expect(guide.getByText('Measured flat across the garment.')).toBeVisible();
  await screenshot(page, testInfo, 'product-size-guide', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();

  // Check delivery: served with COD, served without COD, not served.
  const pincode = page.getByRole('textbox', { name: 'Check delivery' });
  await pincode.fill('560034');
  await pincode.press('Enter');
  await expect(page.getByText('Delivery available to 560034.')).toBeVisible();
  await expect(page.getByText('Cash on delivery available.')).toBeVisible();
  await pincode.fill('110001');
  await pincode.press('Enter');
  await expect(page.getByText('Cash on delivery is not available here: pay online.')).toBeVisible();
  await pincode.fill('400001');
  await pincode.press('Enter');
  await expect(page.getByText('Sorry, we do not deliver to 400001 yet.')).toBeVisible();
  await screenshot(page, testInfo, 'product-delivery-check', { fullPage: false });
  await expectAccessible(page);

  // Gallery: the main image opens every image full screen; swipe (phone) or arrow key (desktop).
  await page
    .getByRole('button', { name: `Open full-screen images of ${product.productName}` })
    .click();
  const viewer = page.getByRole('dialog', { name: `${product.productName}: images` });
  const count = new Set([...product.CoverImages, ...product.productImages]).size;
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
  await expect(viewer.getByTestId('gallery-image').first()).toBeVisible();
  if (phone) await swipeLeft(page, '[data-testid="gallery-image"]');
  else await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await screenshot(page, testInfo, 'product-gallery', { fullPage: false });
  if (phone) await viewer.getByRole('button', { name: 'Close' }).click();
  else await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await post(request, `${PRODUCT}/deleteSizeGuide`, { category }, vendorToken);
});
