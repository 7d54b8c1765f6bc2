import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import path from 'node:path';
import {
  animationsSettled,
  expectAccessible,
  expectToast,
  screenshot,
  vendorLogin,
  test,
} from './support';

/*
 * The whole purchase on the real server: a signed-out shopper adds a variant, logs in through
 * the overlay, changes the quantity, checks out and pays with the built-in test checkout; the
 * shop owner moves the order to Delivered; the shopper sees the messages, the full progress
 * line and the bill. Both projects share one server, so each uses its own demo shopper.
 */

const PRODUCT = '/api/vendor/product/156';
const SHOPPER_PASSWORD = 'demo-shopper-2026';
const SHOPPERS: Record<string, { name: string; phone: string }> = {
  desktop: { name: 'Meera Joshi', phone: '9422001234' },
  phone: { name: 'Kavya Menon', phone: '9447089012' },
};

interface Category {
  _id: number;
  categoryStatus: number;
}
interface Variant {
  _id: number;
  varienteAttributes: { attr_id: number; value: string }[];
  general: { price: number | null; itemQty: number };
}
interface Detail {
  _id: number;
  productName: string;
  productType: 0 | 1;
  selectedVarients: number[];
  productVarients: Variant[];
}

async function post<T>(request: APIRequestContext, url: string, body: unknown, token?: string) {
  const response = await request.post(url, {
    data: body,
    headers: token ? { Authorization: `barear ${token}` } : undefined,
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A variable product with a priced variant that has stock for several units. */
async function productInStock(request: APIRequestContext) {
  const raw = await (await request.get(`${PRODUCT}/getRawData`)).json();
  const categories = (raw as { myRawData: { categories: Category[] } }).myRawData.categories;
  for (const category of categories.filter((c) => c.categoryStatus === 1)) {
    const { myCollection } = await post<{
      myCollection: { myProducts: { _id: number; productType: number }[] };
    }>(request, `${PRODUCT}/product/get/category`, {
      category: category._id,
      subCategory: -1,
      count: 1,
      limit: 20,
    });
    for (const card of myCollection.myProducts.filter((p) => p.productType === 1)) {
      const { myCollection: product } = await post<{ myCollection: Detail }>(
        request,
        `${PRODUCT}/getProductWithID`,
        { id: card._id },
      );
      const variant = product.productVarients.find(
        (v) => v.general.price !== null && v.general.itemQty >= 6,
      );
      if (variant && product.selectedVarients.length > 0) return { product, variant };
    }
  }
  throw new Error('No variable product with a variant in stock');
}

/** A second browser at this project's size (the shop owner's own device). */
async function newDevice(browser: Browser, testInfo: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  return { context, page: await context.newPage() };
}

/** The order's detail: a side panel on desktop, a drawer on the phone. */
async function openOrder(page: Page, orderId: string, phone: boolean): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`Order ${orderId}`) }).click();
  const detail = phone
    ? page.getByRole('dialog', { name: `Order ${orderId}` })
    : page.getByRole('complementary', { name: 'Order details' });
  await expect(detail.getByText(`Placed on`)).toBeVisible();
  return detail;
}

/** A screenshot once overlays have finished animating in: the whole page from the top, or the viewport under a modal. */
async function shot(page: Page, testInfo: TestInfo, name: string, { modal = false } = {}) {
  if (!modal) await page.evaluate(() => window.scrollTo(0, 0));
  // Toasts come and go; the screen underneath is what the picture is for (and hidden, their
  // countdowns are not among the animations waited for).
  const hideToasts = await page.addStyleTag({ content: '.Toastify { display: none; }' });
  await animationsSettled(page);
  // A modal covers the viewport: a full-page picture would cut it off mid-page.
  if (modal) {
    await page.screenshot({
      path: path.resolve('e2e', 'screenshots', `${testInfo.project.name}-${name}.png`),
    });
  } else {
    await screenshot(page, testInfo, name);
  }
  await hideToasts.evaluate((style) => (style as Element).remove());
}

const progressSteps = (detail: Locator) =>
  detail.getByRole('list', { name: 'Order progress' }).getByRole('listitem');

/** The bill shows its GST invoice number, and Download PDF saves that invoice as a PDF. */
async function expectInvoicePdf(page: Page) {
  await expect(page.getByText(/[A-Z]+\/\d{4}-\d{2}\/\d{6}/).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
}

test('a shopper buys a variant, the shop delivers it and both print the bill', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const phone = testInfo.project.name === 'phone';
  const shopper = SHOPPERS[testInfo.project.name]!;
  const { product, variant } = await productInStock(request);
  const { myAttributes } = (await (await request.get(`${PRODUCT}/getAttribute`)).json()) as {
    myAttributes: { _id: number; attribute: string }[];
  };
  const nameOf = (attr: number) => myAttributes.find((a) => a._id === attr)!.attribute;
  let orderId = '';

  await test.step('signed out, Add to cart keeps the item and opens the login overlay', async () => {
    await page.goto(`/item/info/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    for (const { attr_id, value } of variant.varienteAttributes) {
      await page
        .getByRole('group', { name: new RegExp(`^Select ${nameOf(attr_id)}`) })
        .getByRole('button', { name: value, exact: true })
        .click();
    }
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Mobile number').fill(shopper.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Added To Cart');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  await test.step('the cart shows the line; the quantity goes up and is saved', async () => {
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const line = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: product.productName }),
    });
    for (const { attr_id, value } of variant.varienteAttributes) {
      await expect(line).toContainText(`${nameOf(attr_id)}: ${value}`);
    }
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Updated Successfull');
    await expect(line.getByRole('status', { name: 'Quantity' })).toHaveText('2');
    await shot(page, testInfo, 'checkout-cart');
    await expectAccessible(page);
  });

  await test.step('Continue checks out; the address is required; the test checkout pays', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/payment\/[^/]+$/);
    orderId = decodeURIComponent(page.url().split('/payment/')[1]!);
    const form = page.getByRole('form', { name: 'Address and payment' });
    await form.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(form.getByRole('alert')).toHaveText('All Fields are required');

    await form.getByLabel('Address', { exact: true }).fill('Flat 4B, Sunrise Apartments, MG Road');
    await form.getByLabel('Nearby').fill('Opposite City Mall');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('District').fill('Pune');
    await form.getByLabel('Pincode').fill('411001');
    await form.getByLabel('Full name').fill('Meera Joshi');
    await form.getByLabel('Phone').fill('9810012345');
    await form.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await shot(page, testInfo, 'checkout-payment');
    await expectAccessible(page);

    await form.getByRole('button', { name: /^Pay ₹/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toBeVisible();
    await expect(checkout).toContainText(orderId);
    await shot(page, testInfo, 'checkout-test-payment', { modal: true });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expectToast(page, 'Order Placed Successfully');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  await test.step('the order is listed with its progress line', async () => {
    const detail = await openOrder(page, orderId, phone);
    await expect(progressSteps(detail).first()).toContainText('Ordered, done');
    await expect(progressSteps(detail).nth(1)).toContainText('Processing, not yet');
    await shot(page, testInfo, 'checkout-orders', { modal: phone });
    await expectAccessible(page);
  });

  const token = (await page.context().cookies()).find((c) => c.name === 'token-client')!.value;
  const unread = async () =>
    (await post<{ newNotify: number }>(request, '/api/user/order/156/getNewNotify', {}, token))
      .newNotify;
  const unreadBefore = await unread();

  await test.step('the shop owner marks it Processing, Shipping, Delivered and opens its bill', async () => {
    const vendor = await newDevice(browser, testInfo);
    const admin = vendor.page;
    await admin.goto('/vendor/login');
    await admin.getByLabel('Enter Your Number or Username').fill(vendorLogin.phone);
    await admin.getByLabel('Enter Password').fill(vendorLogin.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin.getByRole('heading', { name: 'Manage your website' })).toBeVisible();
    if (phone) await admin.getByRole('button', { name: 'Open admin menu' }).click();
    const sideMenu = admin.getByRole('navigation', { name: 'Admin' });
    const ordersLink = sideMenu.getByRole('link', { name: /^Orders/ });
    await expect(ordersLink).toHaveAccessibleName(/new/);
    await ordersLink.click();

    await expect(admin.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    if (!phone) await expect(ordersLink).not.toHaveAccessibleName(/new/);
    const card = admin.getByRole('article', { name: `Order ${orderId}` });
    await expect(card).toContainText(shopper.name);
    const status = card.getByRole('combobox', { name: 'Status' });
    for (const [label, value] of [
      ['Processing', '2'],
      ['Shipping', '3'],
      ['Delivered', '4'],
    ] as const) {
      await status.selectOption({ label });
      // The customer is told of each change, so the owner confirms it first.
      await admin.getByRole('dialog').getByRole('button', { name: 'Change and notify' }).click();
      await expect(status).toHaveValue(value);
      await expect(status).toBeEnabled();
    }
    await expectToast(admin, 'saved');
    await shot(admin, testInfo, 'vendor-my-orders');
    await expectAccessible(admin);

    await card.getByRole('button', { name: 'Bill' }).click();
    await expect(admin).toHaveURL(/\/vendor\/orders\/billing\?order=/);
    await expect(admin.getByRole('heading', { name: 'Bill', exact: true })).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Items billed' })).toContainText(
      product.productName,
    );
    await shot(admin, testInfo, 'vendor-bill');
    await expectAccessible(admin);
    await expectInvoicePdf(admin);
    await vendor.context.close();
  });

  await test.step('back as the shopper: the bell counts the messages, the line is complete, the bill opens', async () => {
    expect(await unread()).toBe(unreadBefore + 3);
    await page.goto('/orders');
    await expect(
      page.getByRole('button', { name: `Notifications, ${unreadBefore + 3} unread` }),
    ).toBeVisible();
    const detail = await openOrder(page, orderId, phone);
    await expect(progressSteps(detail)).toHaveCount(4);
    for (const step of await progressSteps(detail).all()) {
      await expect(step).toContainText(/, done\d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M$/);
    }
    await shot(page, testInfo, 'checkout-order-delivered', { modal: phone });

    await detail.getByRole('link', { name: 'Bill' }).click();
    await expect(page).toHaveURL(/\/orders\/bill\?order=/);
    const table = page.getByRole('table', { name: 'Items billed' });
    await expect(table).toContainText(product.productName);
    const unit = variant.general.price!;
    const amount = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format(unit * 2);
    await expect(table.getByRole('row').filter({ hasText: product.productName })).toContainText(
      amount,
    );
    await expect(table.getByRole('row', { name: /Total/ })).toContainText(amount);
    await shot(page, testInfo, 'checkout-bill');
    await expectAccessible(page);
    await expectInvoicePdf(page);
  });
});

/* ---- Saved addresses, and a paid order canceled before it ships ---- */

/** Demo shoppers of their own (one per project), so their saved addresses start empty. */
const SAVERS: Record<string, { name: string; phone: string }> = {
  desktop: { name: 'Aditya Rao', phone: '8105012340' },
  phone: { name: 'Diya Banerjee', phone: '7003023451' },
};
const HOME = {
  name: 'Home',
  phone: '9822011111',
  address: '7 Lake View Road',
  nearby: 'Near the post office',
  city: 'Nashik',
  district: 'Nashik',
  state: '27',
  pincode: '422001',
};

test('a shopper adds a second address, pays online, cancels before shipping and is refunded', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  const shopper = SAVERS[testInfo.project.name]!;
  const { token, user } = await post<{ token: string; user: { id: string } }>(
    request,
    '/api/user/auth/156/userSignin',
    { phone: shopper.phone, password: SHOPPER_PASSWORD },
  );
  const userId = user.id;
  const { product, variant } = await productInStock(request);
  const stock = async () =>
    (
      await post<{ qty: number }>(
        request,
        `${PRODUCT}/getQty?p_id=${product._id}&var_id=${variant._id}`,
        { pt: 1 },
      )
    ).qty;
  /** The variant in the cart, checked out: an order awaiting payment. */
  const checkOut = async () => {
    const item = { id: product._id, varient: { _id: variant._id }, itemQty: 1 };
    await post(request, '/api/user/cart/156/add', { userId, item }, token);
    return post<{ orderId: string; amount: number }>(
      request,
      '/api/user/order/156/checkout',
      { userId },
      token,
    );
  };
  // An address kept from an earlier order.
  await post(request, '/api/user/address/156/add', { userId, address: HOME }, token);
  const before = await stock();
  const { orderId, amount } = await checkOut();
  await page.context().addCookies([{ name: 'token-client', value: token, url: baseURL! }]);
  const saved = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name} · \\+91`) });

  await test.step('the saved address is preselected; a second one is added and paid for online', async () => {
    await page.goto(`/payment/${encodeURIComponent(orderId)}`);
    const form = page.getByRole('form', { name: 'Address and payment' });
    await expect(saved(HOME.name)).toBeChecked();
    await form.getByRole('radio', { name: 'Deliver to a new address' }).check();
    await form.getByLabel('Full name').fill(shopper.name);
    await form.getByLabel('Phone').fill(shopper.phone);
    await form.getByLabel('Address', { exact: true }).fill('3rd Floor, Orchid Towers, FC Road');
    await form.getByLabel('Nearby').fill('Opposite Fergusson College');
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('District').fill('Pune');
    await form.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await form.getByLabel('Pincode').fill('411004');
    await expect(
      form.getByRole('checkbox', { name: 'Save this address for next time' }),
    ).toBeChecked();
    await shot(page, testInfo, 'checkout-new-address');
    await expectAccessible(page);

    await form.getByRole('button', { name: /^Pay ₹/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expectToast(page, 'Order Placed Successfully');
    expect(await stock()).toBe(before - 1);
  });

  await test.step('cancelled before shipping: the stock comes back and the payment is refunded', async () => {
    const detail = await openOrder(page, orderId, phone);
    await detail.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(ask).toContainText('is refunded to your original payment method');
    await shot(page, testInfo, 'checkout-cancel', { modal: true });
    await ask.getByRole('button', { name: 'Cancel order' }).click();
    await expectToast(page, 'Your order is canceled');
    await expect(detail.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(detail.getByText(/^Refunded: ₹/)).toContainText(amount.toLocaleString('en-IN'));
    await expect(detail.getByRole('button', { name: 'Cancel order' })).toBeHidden();
    await shot(page, testInfo, 'checkout-refunded', { modal: phone });
    await expectAccessible(page);
    expect(await stock()).toBe(before);
    if (phone) await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: new RegExp(`Order ${orderId}`) })).toContainText(
      /Canceled\s*Refunded/,
    );
  });

  await test.step('the next checkout awaits payment in the orders, with the new address preselected', async () => {
    const next = await checkOut();
    await page.reload();
    const pending = page.getByRole('article', { name: `Checkout ${next.orderId}` });
    await expect(pending).toContainText('Awaiting payment');
    await pending.getByRole('link', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${encodeURIComponent(next.orderId)}$`));
    await expect(saved(shopper.name)).toBeChecked();
    await expect(saved(HOME.name)).not.toBeChecked();
    await shot(page, testInfo, 'checkout-saved-addresses');
  });
});
