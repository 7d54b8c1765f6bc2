import { expect, type APIRequestContext } from '@playwright/test';
import { expectAccessible, screenshot, vendorLogin, test } from './support';

interface RawCategory {
  categoryName: string;
  categoryStatus: number;
  categoryIndex: number;
}

/** The toolbar's categories as the API defines them: enabled, by display index, first five. */
async function expectedToolbar(request: APIRequestContext) {
  const response = await request.get('/api/vendor/product/156/getRawData');
  expect(response.ok()).toBe(true);
  const { myRawData } = (await response.json()) as { myRawData: { categories: RawCategory[] } };
  const enabled = myRawData.categories
    .filter((c) => c.categoryStatus === 1)
    .sort((a, b) => a.categoryIndex - b.categoryIndex);
  expect(enabled.length).toBeGreaterThanOrEqual(6);
  return enabled.slice(0, 5).map((c) => c.categoryName);
}

test('the storefront chrome lists the demo categories', async ({ page, request }, testInfo) => {
  const names = await expectedToolbar(request);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /home$/ })).toBeVisible();
  await expect(
    page
      .getByRole('combobox')
      .or(page.getByRole('textbox', { name: /search/i }))
      .first(),
  ).toBeVisible();

  if (testInfo.project.name === 'phone') {
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    const list = drawer.getByRole('navigation', { name: 'Shop By Category' });
    for (const name of names)
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Cart' })).toBeVisible();
    await screenshot(page, testInfo, 'drawer');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    const toolbar = page.getByRole('navigation', { name: 'Categories' });
    // 'All' opens the full category list; the links are the first five enabled categories.
    await expect(toolbar.getByRole('button', { name: /^All/i })).toBeVisible();
    await expect(toolbar.getByRole('link')).toHaveText(names);
  }
  await screenshot(page, testInfo, 'home');
  await expectAccessible(page);
});

test('a vendor page without a token redirects to the login page', async ({ page }, testInfo) => {
  await page.goto('/vendor/manage');
  await expect(page).toHaveURL(/\/vendor\/login$/);
  await expect(page.getByText(/^Login Here For /)).toBeVisible();
  await screenshot(page, testInfo, 'vendor-login');
  await expectAccessible(page);
});

test('the vendor signs in and is kept away from the login page', async ({ page }, testInfo) => {
  await page.goto('/vendor/login');
  await page.getByLabel('Enter Your Number or Username').fill(vendorLogin.phone);
  await page.getByLabel('Enter Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid number or password' }).first(),
  ).toBeVisible();

  await page.getByLabel('Enter Password').fill(vendorLogin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole('heading', { name: 'Manage your website' })).toBeVisible();
  await screenshot(page, testInfo, 'vendor-dashboard');
  await expectAccessible(page);

  await page.goto('/vendor/login');
  await expect(page).toHaveURL(/\/vendor\/?$/);
  await expect(page.getByRole('heading', { name: 'Manage your website' })).toBeVisible();

  await page.goto('/vendor/manage');
  await expect(page.getByRole('heading', { name: 'Top Management' })).toBeVisible();
  await screenshot(page, testInfo, 'vendor-manage');
  await expectAccessible(page);
});
