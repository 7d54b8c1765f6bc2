import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, screenshot } from './support';

// Expectations come from the API the page uses, not from the demo seed's names.
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
}
interface Variant {
  _id: number;
  varienteAttributes: { attr_id: number; value: string }[];
  general: { price: number | null; images: string[] };
}
interface Detail {
  _id: number;
  productName: string;
  productType: 0 | 1;
  selectedVarients: number[];
  productVarients: Variant[];
}

const PRODUCT = '/api/vendor/product/156';
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const paise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const money = (rupees: number) => (Number.isInteger(rupees) ? wholeRupees : paise).format(rupees);

async function json<T>(request: APIRequestContext, url: string, body?: unknown): Promise<T> {
  const response =
    body === undefined ? await request.get(url) : await request.post(url, { data: body });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function enabledCategories(request: APIRequestContext): Promise<Category[]> {
  const { myRawData } = await json<{ myRawData: { categories: Category[] } }>(
    request,
    `${PRODUCT}/getRawData`,
  );
  return myRawData.categories
    .filter((c) => c.categoryStatus === 1)
    .sort((a, b) => a.categoryIndex - b.categoryIndex);
}

const categoryPath = ({ _id, categoryName, categoryIndex }: Category) =>
  `/c/${encodeURIComponent(JSON.stringify({ _id, categoryName, categoryIndex }))}/-1`;

async function categoryPage(
  request: APIRequestContext,
  category: number,
  count: number,
  limit = 20,
) {
  const url = `${PRODUCT}/product/get/category`;
  const body = await json<{ myCollection: { myProducts: Card[] } }>(request, url, {
    category,
    subCategory: -1,
    count,
    limit,
  });
  return body.myCollection.myProducts;
}

/** Every product of a category, paging like the page does. */
async function allOfCategory(request: APIRequestContext, category: number): Promise<Card[]> {
  const all: Card[] = [];
  for (let count = 1; ; count += 1) {
    const page = await categoryPage(request, category, count);
    all.push(...page);
    if (page.length < 20) return all;
  }
}

/** The first and last rupee amounts of a card: its price, or its min – max range. */
async function cardPrices(cards: Locator): Promise<Array<[number, number]>> {
  const texts = await cards.locator('p').filter({ hasText: '₹' }).allInnerTexts();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/₹([\d,]+(?:\.\d+)?)/g)].map((m) =>
      Number(m[1]!.replace(/,/g, '')),
    );
    const low = amounts[0] ?? Number.NaN;
    return [low, text.includes('–') ? (amounts[1] ?? low) : low];
  });
}

/** Scrolls down (so lazy rows and pages load) until `target` exists, then brings it into view. */
async function scrollUntilInView(page: Page, target: Locator, tries = 40) {
  for (let i = 0; i < tries && (await target.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(250);
  }
  await target.first().scrollIntoViewIfNeeded();
  await expect(target.first()).toBeInViewport();
}

/** Scrolls to the bottom step by step (every lazy row loads), then back to the top. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 30; i += 1) {
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4,
    );
    if (atEnd) break;
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(200);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('home shows the banner slider, the category tiles and a product row per category', async ({
  page,
  request,
}, testInfo) => {
  const { finalData } = await json<{ finalData: { name: string }[] }>(
    request,
    '/api/vendor/general/156/getSlider',
  );
  const categories = await enabledCategories(request);
  expect(finalData.length).toBeGreaterThan(1);

  await page.goto('/');
  await expect(page.getByRole('img', { name: finalData[0]!.name }).first()).toBeVisible();
  // Swiper takes over when the first 3 s autoplay step is due, then keeps advancing every 3 s.
  const carousel = page.locator('[data-active-slide]');
  await expect(carousel).toBeVisible({ timeout: 10_000 });
  const shownFirst = await carousel.getAttribute('data-active-slide');
  await expect(carousel).not.toHaveAttribute('data-active-slide', shownFirst!, { timeout: 5_000 });

  const tiles = page.getByRole('region', { name: 'Shop by category' });
  for (const category of categories.filter((c) => c.categoryIndex <= 4)) {
    await expect(
      tiles.getByRole('link', { name: category.categoryName, exact: true }),
    ).toBeVisible();
  }
  await screenshot(page, testInfo, 'store-home-top');

  const first = categories[0]!;
  const expected = (await categoryPage(request, first._id, 1, 5)).length;
  const row = page.getByRole('region', { name: first.categoryName, exact: true });
  await scrollUntilInView(page, row);
  await expect(row.getByRole('article')).toHaveCount(expected);
  await expect(row.getByRole('link', { name: `View all ${first.categoryName}` })).toHaveAttribute(
    'href',
    categoryPath(first),
  );
  await scrollThrough(page);
  await screenshot(page, testInfo, 'store-home');
  await expectAccessible(page);
});

test('a category scrolls to its end and offers Back To Top', async ({
  page,
  request,
}, testInfo) => {
  const categories = await enabledCategories(request);
  const sizes = await Promise.all(
    categories.map(async (c) => ({ category: c, products: await allOfCategory(request, c._id) })),
  );
  const { category, products } = sizes.sort((a, b) => b.products.length - a.products.length)[0]!;

  await page.goto(categoryPath(category));
  await expect(page.getByRole('heading', { level: 1, name: category.categoryName })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: `${category.categoryName} sub-categories` })
      .getByRole('link', { name: 'All' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  await screenshot(page, testInfo, 'store-category');
  await expectAccessible(page);

  const backToTop = page.getByRole('button', { name: 'Back To Top' });
  await scrollUntilInView(page, backToTop);
  await expect(page.getByRole('article')).toHaveCount(products.length);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test('search forgives a typo, filters by price with GO and sorts by price', async ({
  page,
  request,
}, testInfo) => {
  let typo = '';
  for (const candidate of ['tshrt', 'jeens', 'kurtta']) {
    const found = await json<{ items: Card[] }>(request, '/api/user/search', {
      item: candidate,
      count: 1,
      limit: 20,
    });
    if (found.items.length > 0) {
      typo = candidate;
      break;
    }
  }
  expect(typo, 'a misspelt search finds products').not.toBe('');
  const phone = testInfo.project.name === 'phone';

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill(typo);
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${typo}$`));
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  await expect.poll(async () => (await cardPrices(cards)).length).toBeGreaterThan(0);
  const lows = (await cardPrices(cards)).map(([low]) => low).sort((a, b) => a - b);
  const min = Math.floor(lows[0]!);
  const max = Math.ceil(lows[Math.floor((lows.length - 1) / 2)]!);

  const filters = async () => {
    if (!phone) return page.getByRole('complementary', { name: 'Search filters' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    return page.getByRole('dialog', { name: 'Filters' });
  };
  const panel = await filters();
  await panel.getByLabel('Minimum price').fill(String(max + 1));
  await panel.getByLabel('Maximum price').fill(String(min));
  await panel.getByRole('button', { name: 'GO' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'The minimum price can’t be more than the maximum price.',
  );
  if (phone) await screenshot(page, testInfo, 'store-search-filters');
  await panel.getByLabel('Minimum price').fill(String(min));
  await panel.getByLabel('Maximum price').fill(String(max));
  await panel.getByRole('button', { name: 'GO' }).click();
  await expect(page).toHaveURL(new RegExp(`min=${min}&max=${max}`));

  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option', { hasText: 'Review' })).toBeDisabled();
  const sortedSearch = page.waitForResponse((r) => {
    if (!r.url().endsWith('/api/user/search')) return false;
    const body = r.request().postDataJSON() as { sortingMethod: number; count: number };
    return body.sortingMethod === 3 && body.count === 1;
  });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(new RegExp(`min=${min}&max=${max}&sort=3$`));
  const sorted = await sortedSearch;
  // The sort keeps the price range: in the request, and so in what is shown.
  expect(sorted.request().postDataJSON()).toMatchObject({ priceRange: [min, max] });
  const { items } = (await sorted.json()) as { items: Card[] };
  expect(items.length).toBeGreaterThan(0);
  const headings = cards.getByRole('heading');
  await expect
    .poll(async () => (await headings.allInnerTexts()).slice(0, items.length))
    .toEqual(items.map((item) => item.productName));

  // Every card overlaps the price range, lowest prices first.
  const shown = await cardPrices(cards);
  for (const [low, high] of shown) {
    expect(low <= max && high >= min, `${low}–${high} within ${min}–${max}`).toBe(true);
  }
  const shownLows = shown.map(([low]) => low);
  expect(shownLows).toEqual([...shownLows].sort((a, b) => a - b));
  await screenshot(page, testInfo, 'store-search');
  await expectAccessible(page);
});

const valueOf = (v: Variant, attr: number) =>
  v.varienteAttributes.find((a) => a.attr_id === attr)?.value;

/**
 * A variable product with two or more attributes, prices that differ (so the range is shown)
 * and a first attribute with several values (to switch between).
 */
async function variableScenario(request: APIRequestContext) {
  for (const category of await enabledCategories(request)) {
    const cards = (await allOfCategory(request, category._id)).filter((c) => c.productType === 1);
    for (const card of cards) {
      const { myCollection: product } = await json<{ myCollection: Detail }>(
        request,
        `${PRODUCT}/getProductWithID`,
        { id: card._id },
      );
      const [first, ...others] = product.selectedVarients;
      const priced = product.productVarients.filter((v) => v.general.price !== null);
      const prices = priced.map((v) => v.general.price!);
      const firstValues = [...new Set(product.productVarients.map((v) => valueOf(v, first!)))];
      if (first === undefined || others.length === 0 || firstValues.length < 2) continue;
      if (Math.max(...prices) === Math.min(...prices)) continue;
      // The dearest variant: its price differs from the range's low end.
      const variant = priced.reduce((a, b) => (b.general.price! > a.general.price! ? b : a));
      const value = valueOf(variant, first)!;
      const other = firstValues.find((v) => v !== value)!;
      const range = `${money(Math.min(...prices))} – ${money(Math.max(...prices))}`;
      return { product, first, value, other, variant, range };
    }
  }
  throw new Error('No variable product with two attributes and different prices');
}

test('a variable product narrows its variants, follows the chosen one and clears', async ({
  page,
  request,
}, testInfo) => {
  const { product, first, value, other, variant, range } = await variableScenario(request);
  const { myAttributes } = await json<{ myAttributes: { _id: number; attribute: string }[] }>(
    request,
    `${PRODUCT}/getAttribute`,
  );
  const nameOf = (attr: number) => myAttributes.find((a) => a._id === attr)!.attribute;
  const group = (attr: number) =>
    page.getByRole('group', { name: new RegExp(`^Select ${nameOf(attr)}`) });

  await page.goto(`/item/info/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  // The product page's own price comes before any card's.
  const price = page.getByText(/^Price ₹/).first();
  await expect(price).toContainText(range);
  const mainImage = page.getByTestId('product-main-image');
  const imageBefore = await mainImage.getAttribute('src');

  // Any value of an attribute can be picked directly, and picking it switches.
  const button = (attr: number, text: string) =>
    group(attr).getByRole('button', {
      name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`),
    });
  await button(first, other).click();
  await expect(button(first, other)).toHaveAttribute('aria-pressed', 'true');
  await button(first, value).click();
  await expect(button(first, value)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(first, other)).toHaveAttribute('aria-pressed', 'false');
  for (const attr of product.selectedVarients.filter((a) => a !== first)) {
    await button(attr, valueOf(variant, attr)!).click();
  }
  await expect(price).toContainText(money(variant.general.price!));
  await expect(price).not.toContainText('–');
  const variantImage = variant.general.images[0];
  if (variantImage) await expect(mainImage).toHaveAttribute('src', variantImage);
  if (variantImage && variantImage !== imageBefore) {
    expect(await mainImage.getAttribute('src')).not.toBe(imageBefore);
  }
  await scrollThrough(page);
  await screenshot(page, testInfo, 'store-product');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(price).toContainText(range);
  await expect(button(first, value)).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown product answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/item/info/987654321');
  expect(response!.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/item\/info\/987654321$/);
});

/* ---- Wishlist: hearts on cards and on the product page, the header count, /wishlist ---- */

interface ListedCard extends Card {
  inStock: boolean;
  productPricing: { price: number | null; mrp: number | null };
  priceRange: { min: number | null; max: number | null };
  maxDiscount: number | null;
  hoverImage: string | null;
}

/** Demo shoppers from the seed, one per project (no other journey uses them). */
const WISHLIST_SHOPPERS: Record<string, string> = {
  desktop: '9899090123',
  phone: '7003023451',
};
const DEMO_PASSWORD = process.env.DEMO_SHOPPER_PASSWORD ?? 'demo-shopper-2026';

async function authorised<T>(request: APIRequestContext, token: string, url: string, body = {}) {
  const response = await request.post(url, {
    data: body,
    headers: { Authorization: `barear ${token}` },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The shopper starts with an empty wishlist and cart, whatever an earlier run left. */
async function freshShopper(request: APIRequestContext, phone: string) {
  const { token } = await json<{ token: string }>(request, '/api/user/auth/156/userSignin', {
    phone,
    password: DEMO_PASSWORD,
  });
  const { ids } = await authorised<{ ids: number[] }>(request, token, '/api/user/wishlist/156/ids');
  for (const productId of ids)
    await authorised(request, token, '/api/user/wishlist/156/remove', { productId });
  await authorised(request, token, '/api/user/cart/156/set', { cart: [] });
}

/**
 * A category whose first page holds a simple product in stock, sold below its MRP, with a second
 * image (hearted from the card, then moved to the cart), and a variable product in stock whose
 * prices differ and are discounted (hearted on its page, shown with "Up to N% off", removed).
 */
async function wishlistScenario(request: APIRequestContext) {
  let simple: { category: Category; card: ListedCard } | undefined;
  let variable: ListedCard | undefined;
  for (const category of await enabledCategories(request)) {
    const cards = (await categoryPage(request, category._id, 1)) as ListedCard[];
    const inStock = cards.filter((c) => c.inStock);
    const plain = inStock.find(
      (c) =>
        c.productType === 0 &&
        c.hoverImage !== null &&
        (c.productPricing.mrp ?? 0) > (c.productPricing.price ?? 0),
    );
    simple ??= plain ? { category, card: plain } : undefined;
    variable ??= inStock.find(
      (c) => c.productType === 1 && c.priceRange.max! > c.priceRange.min! && c.maxDiscount,
    );
  }
  if (!simple || !variable) throw new Error('No simple and variable products to save');
  return { ...simple, variable };
}

test('a shopper hearts products on a card and a product page, then moves one to the cart from the wishlist', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const number = WISHLIST_SHOPPERS[testInfo.project.name]!;
  await freshShopper(request, number);
  const { category, card: simple, variable } = await wishlistScenario(request);
  const cardOf = (name: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .first();
  const wishlistLink = (count: number) =>
    page.getByRole('link', { name: `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}` });
  // Toasts come and go; the screen underneath is what the pictures are for.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.Toastify { display: none; }';
      document.head.append(style);
    }),
  );

  await test.step('signed out, a card’s heart opens the login overlay; after login it is saved', async () => {
    await page.goto(categoryPath(category));
    const card = cardOf(simple.productName);
    const heart = card.getByRole('button', { name: `Save ${simple.productName} to wishlist` });
    await heart.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Mobile number').fill(number);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(1)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/c/`));

    // The card: price, struck MRP and discount; on a desktop its second image on hover.
    await expect(card.locator('s')).toContainText(money(simple.productPricing.mrp!));
    await expect(card.getByText(/% off$/)).toBeVisible();
    if (!phone) {
      await card.hover();
      const second = card.getByTestId('card-hover-image');
      await expect(second).toHaveAttribute('src', simple.hoverImage!);
      await expect
        .poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await card.screenshot({
      path: `e2e/screenshots/${testInfo.project.name}-wishlist-card.png`,
      animations: 'disabled',
    });
  });

  await test.step('the product page’s Wishlist button saves the second product', async () => {
    await page.goto(`/item/info/${variable._id}`);
    await expect(page.getByRole('heading', { level: 1, name: variable.productName })).toBeVisible();
    // The price line: the range, the struck MRP range and the deepest discount.
    await expect(
      page
        .getByText(/^Price ₹/)
        .first()
        .locator('..'),
    ).toContainText(/Up to \d+% off/);
    const save = page.getByRole('button', { name: 'Wishlist', exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(2)).toBeVisible();
    await save.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'wishlist-product', { fullPage: false });
  });

  await test.step('/wishlist lists both; one is removed, the other moved to the cart', async () => {
    await wishlistLink(2).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByText('2 items', { exact: true })).toBeVisible();
    await expect(cardOf(variable.productName).getByText(/^Up to [\d.]+% off$/)).toBeVisible();
    await expect(cardOf(simple.productName)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'wishlist', { fullPage: false });
    await expectAccessible(page);

    await page
      .getByRole('button', { name: `Remove ${variable.productName} from wishlist` })
      .click();
    await expect(cardOf(variable.productName)).toHaveCount(0);
    await expect(wishlistLink(1)).toBeVisible();

    await page.getByRole('button', { name: `Move ${simple.productName} to cart` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(wishlistLink(0)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});
