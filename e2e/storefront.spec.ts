import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, screenshot, vendorLogin, test } from './support';

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
  general: { price: number | null; mrp: number | null; images: string[] };
}
interface Facets {
  sizes: { value: string; count: number }[];
  colours: { value: string; count: number }[];
}
interface Suggestions {
  categories: {
    category: { categoryName: string };
    subCategory: { subCategoryName: string } | null;
  }[];
  products: { _id: number; productName: string; productBrand: string }[];
}
interface Detail {
  _id: number;
  productName: string;
  productBrand: string;
  productParents: { category: number; subCategory: number };
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
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

test('a category scrolls to its end, offers Back To Top and filters by size and colour', async ({
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

  // Filters: a size, then a colour under it, each with the count the server gives.
  const facets = (picks: { sizes?: string[]; colours?: string[] }) =>
    json<Facets>(request, '/api/user/facets', {
      category: category._id,
      subCategory: -1,
      ...picks,
    });
  const size = (await facets({})).sizes.reduce((a, b) => (b.count > a.count ? b : a));
  const bySize = await facets({ sizes: [size.value] });
  // The rarest colour in that size: its few products fit one page and are quick to check.
  const colour = bySize.colours
    .filter((c) => c.count > 0)
    .reduce((a, b) => (b.count < a.count ? b : a));
  const phone = testInfo.project.name === 'phone';
  const option = (panel: Locator, value: string, count: number) =>
    panel.locator('label').filter({
      has: page.getByRole('checkbox', {
        name: new RegExp(`^${escaped(value)}\\s*\\(${count}\\)$`),
      }),
    });
  const filtered = page.waitForResponse((r) => {
    if (!r.url().endsWith('/product/get/category')) return false;
    const body = r.request().postDataJSON() as { colours?: string[]; count: number };
    return body.colours?.[0] === colour.value && body.count === 1;
  });
  const sidebar = page.getByRole('complementary', { name: 'Product filters' });
  const picked = (value: string) =>
    (phone ? page.getByRole('dialog', { name: 'Filters' }) : sidebar).getByRole('checkbox', {
      name: new RegExp(`^${escaped(value)}\\s*\\(`),
    });
  if (phone) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await option(sheet, size.value, size.count).click();
    await option(sheet, colour.value, colour.count).click();
    // Picks in the sheet are a draft: the list changes on Apply.
    await expect(picked(colour.value)).toBeChecked();
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, testInfo, 'store-category-filter-sheet', { fullPage: false });
    await expectAccessible(page, '[role="dialog"]');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await option(sidebar, size.value, size.count).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('size')).toEqual([size.value]);
    await option(sidebar, colour.value, colour.count).click();
    await expect(picked(colour.value)).toBeChecked();
    await expectAccessible(page, 'aside[aria-label="Product filters"]');
  }
  const params = () => new URL(page.url()).searchParams;
  await expect.poll(() => params().getAll('colour')).toEqual([colour.value]);
  expect(params().getAll('size')).toEqual([size.value]);
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  const expectPicked = async (sizeOn: boolean, colourOn: boolean) => {
    if (phone) {
      const count = Number(sizeOn) + Number(colourOn);
      await expect(filtersButton).toHaveText(count ? `Filters (${count})` : 'Filters');
      return;
    }
    await expect(picked(size.value)).toBeChecked({ checked: sizeOn });
    await expect(picked(colour.value)).toBeChecked({ checked: colourOn });
  };
  await expectPicked(true, true);

  // What is listed is what the server answered, and each has a variant in that size and colour.
  const { myCollection } = (await (await filtered).json()) as {
    myCollection: { myProducts: Card[] };
  };
  const listed = myCollection.myProducts;
  expect(listed).toHaveLength(Math.min(20, colour.count));
  const headings = page.getByRole('article').getByRole('heading');
  await expect(headings).toHaveText(listed.map((p) => p.productName));
  for (const card of listed) {
    const { myCollection: detail } = await json<{ myCollection: Detail }>(
      request,
      `${PRODUCT}/getProductWithID`,
      { id: card._id },
    );
    const values = detail.productVarients
      .filter((v) => v.general.price !== null)
      .map((v) => v.varienteAttributes.map((a) => a.value));
    expect(
      values.some((v) => v.includes(size.value) && v.includes(colour.value)),
      `${card.productName} comes in ${size.value}, ${colour.value}`,
    ).toBe(true);
  }
  await screenshot(page, testInfo, 'store-category-filtered', { fullPage: false });

  // A product and Back: the filtered list again; Back once more undoes the last change.
  await headings.first().click();
  await expect(page).toHaveURL(/\/item\/info\//);
  await page.goBack();
  await expect(headings).toHaveText(listed.map((p) => p.productName));
  expect(params().getAll('colour')).toEqual([colour.value]);
  await page.goBack();
  await expect.poll(() => params().getAll('colour')).toEqual([]);
  await expectPicked(!phone, false);
  // Desktop picked the size first, on its own; the phone applied both at once.
  const before = await json<{ myCollection: { myProducts: Card[] } }>(
    request,
    `${PRODUCT}/product/get/category`,
    {
      category: category._id,
      subCategory: -1,
      count: 1,
      limit: 20,
      ...(phone ? {} : { sizes: [size.value] }),
    },
  );
  await expect(headings.first()).toHaveText(before.myCollection.myProducts[0]!.productName);
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

  // Suggestions come as the shopper types, asked once typing pauses (not per key).
  const typed = 'kurta';
  const { categories: suggestedCategories, products: suggestedProducts } = await json<Suggestions>(
    request,
    '/api/user/searchSuggestions',
    { item: typed },
  );
  expect(suggestedProducts.length, `products suggested for "${typed}"`).toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/searchSuggestions')) {
      asked.push((r.postDataJSON() as { item: string }).item);
    }
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially(typed);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  const options = suggestions.getByRole('option');
  await expect(options).toHaveText(
    [
      ...suggestedCategories.map((c) => c.subCategory?.subCategoryName ?? c.category.categoryName),
      ...suggestedProducts.map((p) => `${p.productName}${p.productBrand}`),
    ].map((text) => new RegExp(`^${escaped(text)}`)),
  );
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => asked.at(-1)).toBe(typed);
  expect(asked.length, `asked for ${asked.join(', ')}`).toBeLessThan(typed.length - 1);
  // Down to the first product (categories come first), then Enter opens it.
  const first = suggestedCategories.length;
  for (let i = 0; i <= first; i += 1) await box.press('ArrowDown');
  await expect(options.nth(first)).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, testInfo, 'store-search-suggestions', { fullPage: false });
  await expectAccessible(page, 'form[role="search"]');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(first).getAttribute('id'))!,
  );
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/item/info/${suggestedProducts[0]!._id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: suggestedProducts[0]!.productName }),
  ).toBeVisible();
  await expect(suggestions).toBeHidden();

  await box.fill(typo);
  await box.press('Enter');
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

/** A seeded variable product with two attributes of two or more values each, and prices that differ. */
async function variableProduct(request: APIRequestContext) {
  for (const category of await enabledCategories(request)) {
    const cards = (await allOfCategory(request, category._id)).filter((c) => c.productType === 1);
    for (const card of cards) {
      const { myCollection: product } = await json<{ myCollection: Detail }>(
        request,
        `${PRODUCT}/getProductWithID`,
        { id: card._id },
      );
      const values = (attr: number) =>
        new Set(product.productVarients.map((v) => valueOf(v, attr))).size;
      const prices = product.productVarients.map((v) => v.general.price);
      if (product.selectedVarients.length !== 2 || prices.includes(null)) continue;
      if (!product.selectedVarients.every((attr) => values(attr) >= 2)) continue;
      if (new Set(prices).size > 1) return product;
    }
  }
  throw new Error('No variable product with two attributes and different prices');
}

async function vendorPost<T>(
  request: APIRequestContext,
  url: string,
  body: unknown,
  token: string,
) {
  const response = await request.post(url, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A shown copy of a seeded variable product (so no other journey's product changes) in which,
 * with one colour, one size is sold out and another is not made at all. The dearest variant
 * (its price differs from the range's low end) is in neither.
 */
async function variableScenario(request: APIRequestContext) {
  const seeded = await variableProduct(request);
  const [first, second] = seeded.selectedVarients as [number, number];
  const { token } = await json<{ token: string }>(request, '/api/vendor/156/signin', vendorLogin);
  const { productId } = await vendorPost<{ productId: number }>(
    request,
    `${PRODUCT}/duplicateProduct`,
    { id: seeded._id },
    token,
  );
  const { myProduct: copy } = await vendorPost<{ myProduct: Detail }>(
    request,
    `${PRODUCT}/getProduct?p_id=${productId}`,
    {},
    token,
  );
  const variants = copy.productVarients;
  const variant = variants.reduce((a, b) => (b.general.price! > a.general.price! ? b : a));
  const value = valueOf(variant, first)!;
  const colour = variants
    .map((v) => valueOf(v, second)!)
    .find((c) => c !== valueOf(variant, second))!;
  const other = variants.map((v) => valueOf(v, first)!).find((v) => v !== value)!;
  const withColour = (size: string) =>
    variants.find((v) => valueOf(v, first) === size && valueOf(v, second) === colour)!;
  const soldOut = withColour(other);
  const notMade = withColour(value);
  await vendorPost(
    request,
    `${PRODUCT}/saveVarientGrid?p_id=${productId}`,
    {
      varients: variants.map((v) => ({
        varId: v._id,
        price: v.general.price,
        mrp: v.general.mrp,
        varItemQty: v._id === soldOut._id ? 0 : 5,
      })),
    },
    token,
  );
  await vendorPost(request, `${PRODUCT}/deleteVar`, { pId: productId, varId: notMade._id }, token);
  const name = `${seeded.productName} — Last Few`;
  await vendorPost(
    request,
    `${PRODUCT}/updateProduct`,
    {
      myProduct: {
        _id: productId,
        parents: seeded.productParents,
        productName: name,
        productBrand: seeded.productBrand,
        productStatus: 1,
      },
    },
    token,
  );
  const prices = variants.filter((v) => v._id !== notMade._id).map((v) => v.general.price!);
  const range = `${money(Math.min(...prices))} – ${money(Math.max(...prices))}`;
  const remove = () => vendorPost(request, `${PRODUCT}/deleteProduct`, { id: productId }, token);
  return { id: productId, name, first, second, value, other, colour, variant, range, remove };
}

test('a variable product shows what each value gives, switches values and clears', async ({
  page,
  request,
}, testInfo) => {
  const scenario = await variableScenario(request);
  const { first, second, value, other, colour, variant, range } = scenario;
  const { myAttributes } = await json<{ myAttributes: { _id: number; attribute: string }[] }>(
    request,
    `${PRODUCT}/getAttribute`,
  );
  const nameOf = (attr: number) => myAttributes.find((a) => a._id === attr)!.attribute;
  const group = (attr: number) =>
    page.getByRole('group', { name: new RegExp(`^Select ${nameOf(attr)}`) });

  await page.goto(`/item/info/${scenario.id}`);
  await expect(page.getByRole('heading', { level: 1, name: scenario.name })).toBeVisible();
  // The product page's own price comes before any card's.
  const price = page.getByText(/^Price ₹/).first();
  await expect(price).toContainText(range);
  const mainImage = page.getByTestId('product-main-image');
  const imageBefore = await mainImage.getAttribute('src');

  // Any value of an attribute can be picked directly, and picking it switches.
  const button = (attr: number, text: string) =>
    group(attr).getByRole('button', { name: new RegExp(`^${escaped(text)}(,|$)`) });
  await button(first, other).click();
  await expect(button(first, other)).toHaveAttribute('aria-pressed', 'true');
  await button(first, value).click();
  await expect(button(first, value)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(first, other)).toHaveAttribute('aria-pressed', 'false');

  // A colour not made in the chosen size lets the size go; each size then says what it gives.
  await button(second, colour).click();
  await expect(button(second, colour)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(first, value)).toHaveAttribute('aria-pressed', 'false');
  await expect(button(first, value)).toHaveAccessibleName(`${value}, not in this combination`);
  await expect(button(first, other)).toHaveAccessibleName(`${other}, sold out`);
  await button(first, other).click();
  await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await screenshot(page, testInfo, 'store-product-availability', { fullPage: false });

  // The dearest variant: its size lets the colour go, its colour selects it.
  await button(first, value).click();
  await expect(button(first, value)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(second, colour)).toHaveAttribute('aria-pressed', 'false');
  await expect(button(second, colour)).toHaveAccessibleName(`${colour}, not in this combination`);
  await button(second, valueOf(variant, second)!).click();
  await expect(price).toContainText(money(variant.general.price!));
  await expect(price).not.toContainText('–');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
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
  await expect(button(first, value)).toHaveAccessibleName(value);
  await scenario.remove();
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
  desktop: '9820034567',
  phone: '9884045678',
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

test('on the narrowest phones the header fits: every button on screen, nothing scrolls sideways', async ({
  page,
}) => {
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const header = page.locator('header').first();
    const buttons = header.locator('button, a').filter({ visible: true });
    await expect(header.getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The session's buttons (account, bell) arrive after the first render.
    await expect(header.getByRole('link', { name: /cart/i })).toBeVisible();
    const edges = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: Math.round(box.left), right: Math.round(box.right) };
      }),
    );
    expect(edges.length).toBeGreaterThan(4);
    for (const edge of edges) {
      expect(edge.left).toBeGreaterThanOrEqual(0);
      expect(edge.right).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
});
