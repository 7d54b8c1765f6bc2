import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, expectToast, screenshot, vendorLogin, test } from './support';

/** A small PNG of one colour, for the upload fields. */
async function png(name: string, colour: string, width = 200, height = 200) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function logIn(page: Page) {
  await page.goto('/vendor/login');
  await page.getByLabel('Enter Your Number or Username').fill(vendorLogin.phone);
  await page.getByLabel('Enter Password').fill(vendorLogin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your website' })).toBeVisible();
}

/** Full-page screenshots do not scroll, so lazy images are loaded first. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete ? null : new Promise((done) => image.addEventListener('load', done)),
      ),
    );
    // Sticky bars are drawn where the page is scrolled to: shoot from the top.
    window.scrollTo(0, 0);
  });
  await screenshot(page, testInfo, name);
}

async function chooseCategory(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function addVariant(page: Page, size: string, colour: string, price: string, stock: string) {
  const form = page.getByRole('region', { name: 'Attributes of variation' });
  await form.getByLabel('Size', { exact: true }).selectOption(size);
  await form.getByLabel('Colour', { exact: true }).selectOption(colour);
  await form.getByRole('button', { name: 'Add Varient' }).click();
  const card = page.getByRole('region', { name: `Size: ${size} · Colour: ${colour}` });
  await expect(card).toBeVisible();
  await expectToast(page, 'saved');

  await card.getByLabel(/^Price/).fill(price);
  await card.getByLabel(/^MRP/).fill(String(Number(price) + 300));
  await card.getByLabel(/^Quantity in stock/).fill(stock);
  await card.getByLabel(/^Add images/).setInputFiles(await png(`${size}.png`, '#2a4fa8'));
  await card.getByRole('button', { name: 'Upload images' }).click();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await card.getByLabel(/^Detail name/).fill('Fabric');
  await card.getByLabel(/^Detail value/).fill('Cotton');
  await card.getByRole('button', { name: 'Add detail' }).click();
  await card.getByRole('button', { name: 'Save varient' }).click();
  await expect(card.getByText(`${stock} in stock`)).toBeVisible();
  await expect(card.getByText('1 image', { exact: true })).toBeVisible();
  await expectToast(page, 'saved');
}

test('the vendor builds a variable product from a new category to its variants', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = `${testInfo.project.name} ${Date.now()}`;
  const category = `Cat ${run}`;
  const subCategory = `Sub ${run}`;
  const product = `Kurta ${run}`;
  await logIn(page);

  // Top Management: a category, then a sub-category, each with one image.
  await page.goto('/vendor/manage');
  await expect(page.getByRole('heading', { name: 'Top Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New category' }).click();
  const categories = page.getByRole('region', { name: 'Categories', exact: true });
  await categories.getByRole('button', { name: 'Add Category' }).click();
  await expect(categories.getByText('Plese Enter New Category Name')).toBeVisible();
  const draft = `Draft ${run}`;
  await categories.getByLabel('New Category Name').fill(draft);
  await categories.getByLabel(/Category image/).setInputFiles(await png('cat.png', '#a4381f'));
  await categories.getByRole('button', { name: 'Add Category' }).click();
  await expect(categories.getByRole('button', { name: draft, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectToast(page, 'saved');

  // Renamed in place, with a new picture: the rest of the journey uses the new name.
  await categories.getByRole('button', { name: `Edit Category ${draft}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${draft}` });
  await edit.getByLabel('Category Name').fill(category);
  await edit.getByLabel(/Category image/).setInputFiles(await png('cat2.png', '#2f5d8a'));
  await shoot(page, testInfo, 'admin-category-edit');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expectToast(page, 'saved');
  await expect(categories.getByRole('button', { name: category, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(categories.getByRole('button', { name: draft, exact: true })).toHaveCount(0);

  const subs = page.getByRole('region', { name: `Sub-categories of ${category}` });
  await expect(subs.getByText('No Sub-Category Available')).toBeVisible();
  await subs.getByLabel('New Sub-Category Name').fill(subCategory);
  await subs.getByLabel(/Sub-Category image/).setInputFiles(await png('sub.png', '#1d6b3a'));
  await subs.getByRole('button', { name: 'Add Sub-Category' }).click();
  await expect(subs.getByRole('button', { name: `Deactive ${subCategory}` })).toBeVisible();
  await expectToast(page, 'saved');
  await expect(page.getByRole('region', { name: `Products in ${category}` })).toContainText(
    'No Product Available',
  );
  await shoot(page, testInfo, 'admin-manage');
  await expectAccessible(page);

  // The wizard: only active categories; Continue waits for a choice.
  await page.goto('/vendor/product');
  await expect(page.getByRole('heading', { name: 'Step 1: Select Category' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'please select any one category to furthure pursued...',
  );
  await shoot(page, testInfo, 'admin-wizard-category');
  await expectAccessible(page);
  await page.getByRole('radio', { name: category }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Select Sub-Category' })).toBeVisible();
  await page.getByRole('radio', { name: subCategory }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Add Product' })).toBeVisible();
  await page.getByLabel('Product name').fill(product);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('alert')).toHaveText('all fields are required');
  await page.getByLabel('Product brand').fill('Vastra Studio');
  await page.getByLabel('Short description').fill('A cotton kurta for every day.');
  await page.getByLabel('Keywords').fill('kurta, cotton');
  await shoot(page, testInfo, 'admin-wizard-product');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Product' }).click();

  // Step 4: variable, Size and Colour, two priced variants with images, a cover.
  await expect(page).toHaveURL(/\/vendor\/product\/\d+$/);
  const productId = Number(page.url().split('/').at(-1));
  await expect(page.getByText(`#${productId} · ${product}`)).toBeVisible();
  await expectToast(page, 'saved');
  // The type is saved before the radio shows it: click, then wait for the saved state.
  await page.getByRole('radio', { name: /^Variable/ }).click();
  await expect(page.getByRole('radio', { name: /^Variable/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Select Attributes' })).toBeVisible();
  await expectToast(page, 'saved');
  await page.getByRole('button', { name: 'Select Attributes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Attributes' });
  await dialog.getByRole('checkbox', { name: /^Size\b/ }).check();
  await dialog.getByRole('checkbox', { name: /^Colour\b/ }).check();
  await dialog.getByRole('button', { name: 'Save attributes' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'saved');
  await expect(page.getByText('No Varient. Add New varient Now')).toBeVisible();

  // The generator: 5 sizes × 4 colours = 20 varients in one step, one price for all.
  const generator = page.getByRole('form', { name: 'Generate varients' });
  await generator.getByRole('button', { name: 'Select all Size' }).click();
  for (const colour of ['Black', 'White', 'Olive', 'Maroon'])
    await generator.getByRole('checkbox', { name: colour, exact: true }).check();
  await generator.getByLabel('Price (₹)').fill('799');
  await generator.getByLabel('MRP (₹)').fill('1099');
  await generator.getByLabel('Stock of each').fill('10');
  await generator.getByRole('button', { name: 'Generate 20 varients' }).click();
  await expectToast(page, '20 varients created');
  await expect(page.getByRole('heading', { name: 'Varients (20)' })).toBeVisible();

  // The grid edits one varient in place; photos go to every varient of a colour at once.
  const grid = page.getByRole('table', { name: /Varients: price, MRP, stock and SKU/ });
  await grid.getByLabel('Price of Size: XL · Colour: Olive').fill('849');
  await grid.getByLabel('SKU of Size: XL · Colour: Olive').fill(`KRT-XL-OLV-${Date.now()}`);
  await page.getByRole('button', { name: 'Save varients' }).click();
  await expectToast(page, '1 varient saved');
  await expect(page.getByRole('region', { name: 'Size: XL · Colour: Olive' })).toContainText(
    '₹849',
  );
  await page
    .getByLabel('Add images for Colour Maroon')
    .setInputFiles(await png('maroon.png', '#6d1f2a'));
  await expectToast(page, 'Images added to 5 varients of Maroon');
  await shoot(page, testInfo, 'admin-variant-generator');

  // One more varient by hand, the spec's way.
  await addVariant(page, 'L', 'Navy', '849', '5');
  await page.getByRole('button', { name: 'Select Attributes (disabled)' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "You can't make changes" })).toBeVisible();

  const cover = page.getByRole('region', { name: 'Cover image' });
  await cover.getByRole('button', { name: 'Upload Cover Image' }).click();
  await expect(cover.getByText('plz select atleast one image')).toBeVisible();
  await cover.getByLabel(/Choose the cover image/).setInputFiles(await png('cover.png', '#8a5a00'));
  await cover.getByRole('button', { name: 'Upload Cover Image' }).click();
  await expect(cover.getByRole('button', { name: 'Change Cover Image' })).toBeVisible();
  await expect(cover.getByRole('img', { name: `Cover of ${product}` })).toBeVisible();
  await expectToast(page, 'saved');
  await shoot(page, testInfo, 'admin-product');
  await expectAccessible(page);

  // The product is listed under its category in Top Management.
  await page.goto('/vendor/manage');
  await chooseCategory(page, category);
  const products = page.getByRole('region', { name: `Products in ${category}` });
  const row = products.getByRole('listitem').filter({ hasText: product });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('Variable', { exact: true })).toBeVisible();
  await expect(products).toContainText('No More Products, Go To Top');
  await row.getByRole('link', { name: product }).click();

  // Its status changes, and a variant is deleted.
  await expect(page).toHaveURL(new RegExp(`/vendor/product/${productId}$`));
  await page.getByLabel('Status', { exact: true }).selectOption('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'saved');
  await page.getByRole('button', { name: 'Delete varient Size: M · Colour: Black' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this varient?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('region', { name: 'Size: M · Colour: Black' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Size: L · Colour: Navy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Varients (20)' })).toBeVisible();
  await expectToast(page, 'Varient deleted');

  await page.goto('/vendor/manage');
  await chooseCategory(page, category);
  await expect(
    page
      .getByRole('region', { name: `Products in ${category}` })
      .getByRole('listitem')
      .filter({ hasText: product })
      .getByText('Inactive', { exact: true }),
  ).toBeVisible();
});

test('the vendor inserts a home slider and edits it', async ({ page }, testInfo) => {
  const name = `Slider ${testInfo.project.name} ${Date.now()}`;
  await logIn(page);
  await page.goto('/vendor/general/sliders');
  await expect(page.getByRole('heading', { name: 'Main Slider Control' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add a slider' });
  await form.getByLabel('Slider name').fill(name);
  // The link comes from the picker: a sub-category, written as the storefront's route.
  await form.getByRole('button', { name: 'Choose a page' }).click();
  const picker = page.getByRole('dialog', { name: 'Link to a page of the shop' });
  await picker.getByRole('radio', { name: 'A sub-category' }).check();
  await picker.getByLabel('Category', { exact: true }).selectOption({ label: 'Men' });
  await picker.getByLabel('Sub-category', { exact: true }).selectOption({ label: 'Shirts' });
  await expect(picker.getByText(/^\/c\/\{"_id":\d+,"categoryName":"Men"/)).toBeVisible();
  await shoot(page, testInfo, 'admin-sliders-link-picker');
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Use this link' }).click();
  await expect(picker).toBeHidden();
  const link = await form.getByLabel(/^Link/).inputValue();
  expect(link).toMatch(/^\/c\/\{.*"categoryName":"Men".*\}\/\d+$/);
  await form.getByLabel(/Desktop image/).setInputFiles(await png('wide.png', '#1f2a44', 900, 300));
  await form.getByRole('button', { name: 'Insert slider' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select two images');
  await form.getByLabel(/Mobile image/).setInputFiles(await png('tall.png', '#b5512b', 400, 500));
  await form.getByRole('button', { name: 'Insert slider' }).click();

  const sliders = page.getByRole('list', { name: 'Sliders' });
  await expect(sliders.getByRole('heading', { name })).toBeVisible();
  await expectToast(page, 'saved');

  await sliders.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('region', { name: `Edit slider: ${name}` });
  await expect(edit).toBeVisible();
  await edit.getByLabel('Slider name').fill(`${name} edited`);
  await edit.getByLabel(/^Link/).fill('/c/women/kurtas');
  await shoot(page, testInfo, 'admin-sliders-edit');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Update slider' }).click();
  await expect(sliders.getByRole('heading', { name: `${name} edited` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add a slider' })).toBeVisible();
  await expectToast(page, 'saved');
  await shoot(page, testInfo, 'admin-sliders');

  // The picked link opens the sub-category in the shop, not "category not found".
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Men', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Shirts \| Men/);
});

test('attributes: an attribute in use is not deleted, and says where it is used', async ({
  page,
}, testInfo) => {
  await logIn(page);
  await page.goto('/vendor/attr');
  await expect(page.getByRole('heading', { name: 'Attributes / Variation-types' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete attribute Size' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const box = page.getByRole('alert').filter({ hasText: 'First Delete These Products or Varient' });
  await expect(box).toContainText(/Error: "Size" is used in Product Id's : \d+ etc\.\./);
  await shoot(page, testInfo, 'admin-attributes');
  await expectAccessible(page);
  await box.getByRole('button', { name: 'Close error' }).click();
  await expect(box).toBeHidden();
});

test('the profile shows the details, password change and the COD switch', async ({
  page,
}, testInfo) => {
  await logIn(page);
  await page.goto('/vendor/profile');
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await expect(page.getByRole('switch', { name: 'Cash on delivery' })).toBeVisible();
  await page.getByRole('button', { name: 'Check password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password is required');
  await shoot(page, testInfo, 'admin-profile');
  await expectAccessible(page);
});
