import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { UNREAD_POLL_MS } from '../client/src/lib/account-constants';
import {
  animationsSettled,
  expectAccessible,
  expectToast,
  otpFromServerLog,
  vendorLogin,
  test,
} from './support';

/*
 * A shopper's account from sign-up to a forgotten password, on the real server. Both projects
 * share one server (and its limit of 5 codes per number an hour), so each uses its own number
 * and this journey sends two codes.
 */

const shotsDir = path.resolve(process.cwd(), 'e2e', 'screenshots');

/**
 * screenshot() from support.ts with animations settled: Chromium restarts CSS animations while it
 * takes a full-page picture, which leaves the overlays half faded. (Emulating reduced motion
 * would settle them too, but base.css then cuts react-toastify's progress bar, whose end closes
 * the toast, to 0.01 ms: every toast vanishes at once.)
 */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({
    path: path.join(shotsDir, `${testInfo.project.name}-account-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** A fresh 10-digit number per run and project (starts with 9, as Indian mobiles may). */
function freshNumber(testInfo: TestInfo): string {
  const offset = testInfo.project.name === 'phone' ? 1 : 0;
  return `9${String((Date.now() + offset) % 1e9).padStart(9, '0')}`;
}

/** The newest code for the number, once it differs from the one used before. */
async function newCode(phone: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = await otpFromServerLog(phone);
    if (code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new code for ${phone}`);
}

const greeting = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`Hello, ${name}`) });

async function openLogin(page: Page) {
  // The header's button (a page may offer its own Sign In too).
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  // On a phone the dialog is a sheet rising from the bottom edge. A click while it rises could
  // land where a button was a moment before (the rise runs off the main thread, so Playwright's
  // stability check can see it still): it lands once the sheet is where it stays.
  await animationsSettled(page);
  return dialog;
}

async function logIn(page: Page, phone: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login Successfully');
  await expect(dialog).toBeHidden();
}

async function logOut(page: Page, name: string) {
  await greeting(page, name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();
}

test('a shopper signs up, logs in, edits the profile and resets the password', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = freshNumber(testInfo);
  const name = `Asha ${testInfo.project.name}`;
  let password = 'kurta-2026!';
  let signupCode = '';

  await test.step('sign up with the code from the server log', async () => {
    await page.goto('/');
    const login = await openLogin(page);
    await shot(page, testInfo, 'login');
    await expectAccessible(page);

    await login.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('Number is Required')).toBeVisible();
    await dialog.getByLabel('Mobile number').fill(phone);
    await shot(page, testInfo, 'signup-number');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, `OTP send to +91${phone}`);
    await expect(dialog.getByText('Resend code in')).toBeVisible();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Code Required....')).toBeVisible();
    await shot(page, testInfo, 'signup-code');
    await expectAccessible(page);

    signupCode = await newCode(phone);
    await dialog.getByLabel('Verification code').fill(signupCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password').fill('something-else');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Passwords must be same')).toBeVisible();
    await shot(page, testInfo, 'signup-details');
    await expectAccessible(page);

    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, `${name}, Registeration Complete`);
    await expect(dialog).toBeHidden();
    await expect(greeting(page, name)).toBeVisible();
  });

  await test.step('log out, then log in (a wrong password shows the server text)', async () => {
    await logOut(page, name);
    const dialog = await openLogin(page);
    await dialog.getByLabel('Mobile number').fill(phone);
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Invalid number or password');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await logIn(page, phone, password);
    await expect(greeting(page, name)).toBeVisible();
  });

  await test.step('the bell opens an empty list for a new shopper', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await shot(page, testInfo, 'notifications-empty');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  const newName = `${name} Rao`;
  await test.step('change the name and see it in the greeting', async () => {
    await greeting(page, name).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
    await shot(page, testInfo, 'profile-general');
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill(newName);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Update Successfully');
    await expect(greeting(page, newName)).toBeVisible();
  });

  await test.step('change the password; the session carries on with the new token', async () => {
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Current password is wrong');
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();

    password = 'saree-2027!';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill('saree-2028!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password Must be Same')).toBeVisible();
    await shot(page, testInfo, 'profile-security');
    await expectAccessible(page);

    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password Updated');
    await expect(page.getByText('Your password was changed.')).toBeVisible();

    await page.reload();
    await expect(greeting(page, newName)).toBeVisible();
    await logOut(page, newName);
    await expect(page.getByText('Sign in to see your profile.')).toBeVisible();
    await logIn(page, phone, password);
    await expect(greeting(page, newName)).toBeVisible();
  });

  await test.step('forgot password: reset with a code, then log in with the new one', async () => {
    await logOut(page, newName);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel('Mobile number').fill(phone);
    await shot(page, testInfo, 'forgot-number');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expectToast(page, `OTP send to +91${phone}`);
    await dialog.getByLabel('Verification code').fill(await newCode(phone, signupCode));
    await shot(page, testInfo, 'forgot-code');
    await dialog.getByRole('button', { name: 'Verify' }).click();

    password = 'lehenga-2028!';
    await dialog.getByLabel('New password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm new password').fill(password);
    await shot(page, testInfo, 'forgot-password');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password Changed Successfully, Now Login');

    const login2 = page.getByRole('dialog', { name: 'Login' });
    await expect(login2.getByLabel('Mobile number')).toHaveValue(phone);
    await login2.getByLabel('Password', { exact: true }).fill(password);
    await login2.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login Successfully');
    await expect(greeting(page, newName)).toBeVisible();
  });
});

/* ---- Notifications: a real order, and a status change while the shopper is on the site ---- */

const API = '/api';
/** Demo shoppers from the seed (one per project, so the two runs do not share a bell). */
const demoShopper = (testInfo: TestInfo) => ({
  phone: testInfo.project.name === 'phone' ? '8977067890' : '7874078901',
  password: process.env.DEMO_SHOPPER_PASSWORD ?? 'demo-shopper-2026',
});

async function post<T>(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const response = await request.post(`${API}${url}`, {
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${url} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

interface Detail {
  productType: 0 | 1;
  itemQty?: number;
  productVarients: { _id: number; general: { itemQty: number } }[];
}

/** A cart line that is in stock: a simple product, or a variable one's first stocked variant. */
async function stockedLine(request: APIRequestContext) {
  const { myRawData } = await (await request.get(`${API}/vendor/product/156/getRawData`)).json();
  const category = (myRawData.categories as { _id: number; categoryStatus: number }[]).find(
    (c) => c.categoryStatus === 1,
  )!;
  const { myCollection } = await post<{ myCollection: { myProducts: { _id: number }[] } }>(
    request,
    '/vendor/product/156/product/get/category',
    { category: category._id, count: 1, limit: 20 },
  );
  for (const { _id } of myCollection.myProducts) {
    const detail = (
      await post<{ myCollection: Detail }>(request, '/vendor/product/156/getProductWithID', {
        id: _id,
      })
    ).myCollection;
    if (detail.productType === 0 && (detail.itemQty ?? 0) > 0) return { id: _id, itemQty: 1 };
    const variant = detail.productVarients.find((v) => v.general.itemQty > 0);
    if (detail.productType === 1 && variant) {
      return { id: _id, varient: { _id: variant._id }, itemQty: 1 };
    }
  }
  throw new Error('no product in stock');
}

/** Places a paid order (test checkout) for the shopper; the server notifies them. */
async function placeOrder(request: APIRequestContext, token: string, userId: string) {
  await post(request, '/user/cart/156/add', { userId, item: await stockedLine(request) }, token);
  const { orderId } = await post<{ orderId: string }>(
    request,
    '/user/order/156/checkout',
    { userId },
    token,
  );
  const address = {
    address: '12 MG Road',
    city: 'Pune',
    district: 'Pune',
    nearby: 'Near the park',
    pincode: '411001',
  };
  await post(request, '/user/order/156/pay', { userId, orderId, address, paymentType: 2 }, token);
  const payment = await post(
    request,
    '/user/order/156/testPayment',
    { userId, orderId, outcome: 'success' },
    token,
  );
  await post(request, '/user/order/156/add', { userId, order: { orderId, payment } }, token);
  return orderId;
}

test('the bell counts order updates without a reload and lists them', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const shopper = demoShopper(testInfo);
  const session = await post<{ token: string; user: { id: string; name: string } }>(
    request,
    '/user/auth/156/userSignin',
    shopper,
  );
  const { token, user } = session;
  const orderId = await placeOrder(request, token, user.id);

  // Signed in as the login form would leave it (the form itself is covered above). The page's
  // clock is Playwright's, so the bell's next poll comes when the journey moves time on rather
  // than after the poll's 25 s of waiting.
  await page.context().addCookies([{ name: 'token-client', value: token, url: baseURL! }]);
  await page.clock.install();
  await page.goto('/');
  await expect(greeting(page, user.name)).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0]);

  // The shop owner starts processing the order while the page stays open.
  const vendor = await post<{ token: string }>(request, '/vendor/156/signin', vendorLogin);
  await post(
    request,
    '/vendor/order/156/changeStatus/user',
    { userId: user.id, orders: [{ orderId, orderStatus: 2 }], orderIndex: 0 },
    vendor.token,
  );
  // The page stays open: the bell's next poll, one interval on, brings the new count.
  await page.clock.fastForward(UNREAD_POLL_MS);
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const first = panel.getByRole('listitem').first();
  await expect(first).toContainText(orderId);
  await expect(first).toContainText(/^New: /);
  await expect(bell).toHaveAccessibleName('Notifications');
  // Moving time on turned the banner to its next slide: its picture is in before the shot.
  await expect(page.locator('.swiper-slide-active img')).toHaveJSProperty('complete', true);
  await shot(page, testInfo, 'notifications');
  await expectAccessible(page);

  await page.reload();
  await expect(greeting(page, user.name)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    'Notifications',
  );
});
