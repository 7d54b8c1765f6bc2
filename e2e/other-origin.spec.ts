import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { Server } from 'node:http';
import { serveBuiltClient } from './other-origin-server';
import { expectToast, screenshot, test } from './support';

/*
 * The SPA and the API on separate origins: our client, built with VITE_API_URL (scripts/e2e.mjs
 * builds it when stale), served by a plain static host on a second port, calls the API across
 * origins (CORS_ORIGINS) and shows its images from the API's origin (PUBLIC_URL). A shopper
 * browses to a product, signs in, buys it with the test checkout and finds the order.
 * One project is enough: the layout, not the screen size, is under test.
 */

const PRODUCT = '/api/vendor/product/156';
/** A demo shopper no other journey uses. */
const SHOPPER = { phone: '9899090123', password: 'demo-shopper-2026' };

interface Category {
  _id: number;
  categoryName: string;
  categoryIndex: number;
  categoryStatus: number;
}
interface Card {
  _id: number;
  productName: string;
  productType: 0 | 1;
  itemQty: number;
  productVarients: {
    varienteAttributes: { attr_id: number; value: string }[];
    general: { price: number | null; itemQty: number };
  }[];
}

const port = Number(process.env.E2E_OTHER_ORIGIN_PORT ?? 3998);
const otherOrigin = `http://127.0.0.1:${port}`;

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A category and a product of its first page with stock, read from the cards alone (their
 * itemQty and productVarients, as a client of the original API computes stock).
 */
async function productToBuy(request: APIRequestContext) {
  const { myRawData } = (await (await request.get(`${PRODUCT}/getRawData`)).json()) as {
    myRawData: { categories: Category[] };
  };
  // The toolbar's categories: the first five enabled ones.
  const shown = myRawData.categories
    .filter((c) => c.categoryStatus === 1)
    .sort((a, b) => a.categoryIndex - b.categoryIndex)
    .slice(0, 5);
  for (const category of shown) {
    const { myCollection } = await post<{ myCollection: { myProducts: Card[] } }>(
      request,
      `${PRODUCT}/product/get/category`,
      { category, subCategory: -1, const: 1, limit: 20 },
    );
    for (const card of myCollection.myProducts) {
      if (card.productType === 0 && card.itemQty > 0) return { category, card, variant: null };
      const variant = card.productVarients.find((v) => v.general.itemQty > 0);
      if (card.productType === 1 && variant) return { category, card, variant };
    }
  }
  throw new Error('No product in stock');
}

/** The image has loaded (a broken or blocked one has no natural width). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

let server: Server | undefined;
test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

test('our client served from a second origin buys through the API on its own origin', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const apiOrigin = new URL(testInfo.project.use.baseURL!).origin;
  server = await serveBuiltClient({
    dir: process.env.E2E_OTHER_ORIGIN_DIR ?? 'node_modules/.cache/shop-e2e/other-origin-client',
    port,
    builtFor: process.env.E2E_OTHER_ORIGIN_API_URL ?? 'http://shop-api.e2e.invalid',
    apiOrigin,
  });
  const { category, card, variant } = await productToBuy(request);
  const { myAttributes } = (await (await request.get(`${PRODUCT}/getAttribute`)).json()) as {
    myAttributes: { _id: number; attribute: string }[];
  };
  const nameOf = (attr: number) => myAttributes.find((a) => a._id === attr)!.attribute;

  await test.step('the home page loads its data and images from the API origin', async () => {
    const rawData = page.waitForResponse((r) => r.url().endsWith(`${PRODUCT}/getRawData`));
    await page.goto(`${otherOrigin}/`);
    // Answered across origins: the API names the page's origin as allowed.
    const answer = await rawData;
    expect(new URL(answer.url()).origin).toBe(apiOrigin);
    expect(await answer.headerValue('access-control-allow-origin')).toBe(otherOrigin);
    await expectLoaded(page.locator(`img[src^="${apiOrigin}/uploads/"]`).first());
  });

  await test.step('the category page shows the card with its picture and leads to the product', async () => {
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: category.categoryName, exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: category.categoryName }),
    ).toBeVisible();
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: card.productName, exact: true }) })
      .first();
    await article.scrollIntoViewIfNeeded();
    const picture = article.getByRole('img', { name: card.productName });
    await expect(picture).toHaveAttribute('src', new RegExp(`^${apiOrigin}/uploads/`));
    await expectLoaded(picture);
    await article.getByRole('link', { name: card.productName, exact: true }).click();
    await expect(page).toHaveURL(`${otherOrigin}/item/info/${card._id}`);
    await expect(page.getByRole('heading', { level: 1, name: card.productName })).toBeVisible();
  });

  await test.step('signing in from the login overlay adds the item to the cart', async () => {
    for (const { attr_id, value } of variant?.varienteAttributes ?? []) {
      await page
        .getByRole('group', { name: new RegExp(`^Select ${nameOf(attr_id)}`) })
        .getByRole('button', { name: value, exact: true })
        .click();
    }
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Mobile number').fill(SHOPPER.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Added To Cart');
    await screenshot(page, testInfo, 'other-origin-product', { fullPage: false });
  });

  await test.step('checkout and the test payment place the order', async () => {
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/payment\/[^/]+$/);
    const orderId = decodeURIComponent(page.url().split('/payment/')[1]!);
    const form = page.getByRole('form', { name: 'Address and payment' });
    await form.getByLabel('Address', { exact: true }).fill('7 Residency Road');
    await form.getByLabel('Nearby').fill('Near the museum');
    await form.getByLabel('City').fill('Bengaluru');
    await form.getByLabel('District').fill('Bengaluru Urban');
    await form.getByLabel('Pincode').fill('560025');
    await form.getByLabel('Full name').fill('Ishaan Gupta');
    await form.getByLabel('Phone').fill(SHOPPER.phone);
    await form.getByLabel('State').selectOption({ label: 'Karnataka' });
    await form.getByRole('button', { name: /^Pay ₹/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toContainText(orderId);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(`${otherOrigin}/orders`);
    await expectToast(page, 'Order Placed Successfully');
    await expect(page.getByRole('button', { name: new RegExp(`Order ${orderId}`) })).toBeVisible();
    await screenshot(page, testInfo, 'other-origin-orders', { fullPage: false });
  });
});
