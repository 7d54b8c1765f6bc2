import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, screenshot, vendorLogin } from './support';

/*
 * The owner's back office: today's numbers with the 30-day chart, the order list searched,
 * filtered (kept in the address) and exported as CSV, and a bulk price change on products.
 */
test('the owner reads the dashboard, filters and exports orders, and raises prices in bulk', async ({
  page,
}, testInfo) => {
  await page.goto('/vendor/login');
  await page.getByLabel('Enter Your Number or Username').fill(vendorLogin.phone);
  await page.getByLabel('Enter Password').fill(vendorLogin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your website' })).toBeVisible();

  // Dashboard: sales in rupees, waiting orders linking to the filtered list, the chart.
  await expect(page.getByRole('heading', { name: "Today's sales" })).toBeVisible();
  await expect(page.getByTestId('sales-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Pending$/ })).toHaveAttribute(
    'href',
    '/vendor/orders/list?status=1',
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, 'back-office-dashboard', { fullPage: false });

  // Orders: a filter lives in the address; the export downloads the filtered CSV.
  await page.getByRole('link', { name: /Pending$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order list' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('1');
  await page.getByLabel('Payment').selectOption('2');
  await expect(page).toHaveURL(/status=1&paymentType=2/);
  await page.getByLabel('Search orders').fill('9');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=9/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Order ID,Date,Customer,Phone,Status,Payment,Items,Amount (INR)');
  await screenshot(page, testInfo, 'back-office-orders', { fullPage: false });

  // Products: tick two, raise their price by 10 %.
  await page.goto('/vendor/products');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const boxes = table.getByRole('checkbox', { name: /^Select (?!every)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByLabel('Action', { exact: true }).selectOption('price%');
  await page.getByLabel('Percent').fill('10');
  await screenshot(page, testInfo, 'back-office-products', { fullPage: false });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 products updated')).toBeVisible();
  await expect(page.getByText('2 selected')).toBeHidden();
});
