import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, screenshot, vendorLogin, test } from './support';

/*
 * The owner's back office: today's numbers with the 30-day chart, the order list searched,
 * filtered (kept in the address) and exported as CSV with its GST columns, a bulk price change
 * on products, and the products CSV exported and imported back (a bad row refuses the file).
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
  expect(csv).toContain(
    'Order ID,Date,Customer,Phone,Status,Payment,Items,Amount (INR),Invoice No,Place of supply,' +
      'Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Invoice total (INR)',
  );
  // Every exported order's GST adds up to what was charged (amounts are never quoted).
  for (const line of csv.trim().split('\r\n').slice(1)) {
    const cells = line.split(',');
    const [amount, , , taxable, cgst, sgst, igst, total] = cells.slice(-8).map(Number);
    expect(total).toBeCloseTo(amount!, 2);
    expect(taxable! + cgst! + sgst! + igst!).toBeCloseTo(total!, 2);
  }
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

  // Products CSV: export, then import a file with one bad row (refused, listed), then a good one.
  const [productsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(productsDownload.suggestedFilename()).toBe('products.csv');
  const [header, ...rows] = readFileSync((await productsDownload.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  // Rows of the seeded catalogue: the other project's journeys create and change their own
  // products ("Kurta desktop 1795…") while this one runs.
  const [first, second] = rows.filter((row) => row && !/ (desktop|phone) \d{13}/.test(row));
  expect(header).toBe(
    'Product ID,Name,Category,Sub-category,Status,HSN,GST %,Variant ID,SKU,Variant,Price,MRP,Stock',
  );
  // Price, MRP and Stock are the last three cells and never quoted.
  const withCells = (line: string, price: string | null, stock: string) => {
    const cells = line.split(',');
    if (price !== null) cells[cells.length - 3] = price;
    cells[cells.length - 1] = stock;
    return cells.join(',');
  };
  const importFile = (lines: string[]) =>
    page.getByLabel('Import CSV').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\r\n')),
    });
  // A stock the first row does not hold yet: an earlier run (the other project) may have set one.
  const stock = String(Number(first!.split(',').at(-1)) + 1);
  await importFile([header!, withCells(first!, null, stock), withCells(second!, 'abc', '1')]);
  const refused = page.getByRole('dialog', { name: 'Nothing was changed' });
  await expect(refused).toBeVisible();
  // Row 3 of the file (the header is row 1), its Price cell.
  await expect(refused.getByRole('row').nth(1)).toHaveText(
    '3PricePrice must be a number of 0 or more',
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, 'back-office-import-refused', { fullPage: false });
  await refused.getByRole('button', { name: 'Done' }).click();
  await importFile([header!, withCells(first!, null, stock)]);
  const applied = page.getByRole('dialog', { name: 'Products updated' });
  await expect(applied).toContainText(
    /Read 1 row: (1 product and 0 varients|0 products and 1 varient) changed\./,
  );
  await screenshot(page, testInfo, 'back-office-import-applied', { fullPage: false });
  await applied.getByRole('button', { name: 'Done' }).click();

  // Customers: the latest buyers first, then those who never bought; a search narrows them.
  await page.goto('/vendor/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  const customers = page.getByRole('table');
  await expect(customers.getByRole('cell', { name: 'Aarav Sharma' })).toBeVisible();
  const lastOrders = await customers.locator('td[data-label="Last order"]').allTextContents();
  const neverBought = lastOrders.indexOf('—');
  expect(neverBought).toBeGreaterThanOrEqual(0);
  expect(lastOrders.slice(neverBought).every((text) => text === '—')).toBe(true);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'back-office-customers', { fullPage: false });
  await page.getByLabel('Search customers').fill('aarav');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=aarav/);
  await expect(customers.locator('td[data-label="Name"]')).toHaveText(['Aarav Sharma']);
  await expect(customers.locator('td[data-label="Phone"]')).toHaveText(['9810012345']);
});
