import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, screenshot } from './support';

interface Category {
  _id: number;
  categoryName: string;
  categoryIndex: number;
  categoryStatus: number;
}
interface Facets {
  sizes: { value: string; count: number }[];
  colours: { value: string; count: number }[];
}

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const categoryPath = ({ _id, categoryName, categoryIndex }: Category) =>
  `/c/${encodeURIComponent(JSON.stringify({ _id, categoryName, categoryIndex }))}/-1`;

test('category filters by size and colour with counts, sorts, and keeps them in the link', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const { myRawData } = (await (
    await request.get('/api/vendor/product/156/getRawData')
  ).json()) as { myRawData: { categories: Category[] } };
  const category = myRawData.categories
    .filter((c) => c.categoryStatus === 1)
    .sort((a, b) => a.categoryIndex - b.categoryIndex)[0]!;
  // The rarest size that a few products have (at most a page of them), and a colour among them.
  const all = await post<Facets>(request, '/api/user/facets', { category: category._id });
  const size = [...all.sizes]
    .filter((s) => s.count > 0 && s.count <= 20)
    .sort((a, b) => b.count - a.count)[0]!;
  expect(size, 'a size some products of the category have').toBeDefined();
  const withSize = await post<Facets>(request, '/api/user/facets', {
    category: category._id,
    sizes: [size.value],
  });
  const colour = withSize.colours.find((c) => c.count > 0)!;
  const both = await post<Facets>(request, '/api/user/facets', {
    category: category._id,
    sizes: [size.value],
    colours: [colour.value],
  });
  const bothCount = both.sizes.find((s) => s.value === size.value)!.count;

  await page.goto(categoryPath(category));
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const panel = async (): Promise<ReturnType<Page['getByRole']>> => {
    if (!phone) return page.getByRole('complementary', { name: 'Product filters' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    return page.getByRole('dialog', { name: 'Filters' });
  };

  let filters = await panel();
  await filters.getByRole('checkbox', { name: `${size.value} (${size.count})` }).check();
  if (phone) {
    // The sheet's counts follow the draft before Apply.
    await expect(
      filters.getByRole('checkbox', { name: `${colour.value} (${colour.count})` }),
    ).toBeVisible();
    await screenshot(page, testInfo, 'browse-filter-sheet');
    await filters.getByRole('button', { name: 'Apply' }).click();
  }
  await expect(page).toHaveURL(/size=/);
  await expect(cards).toHaveCount(size.count);

  filters = await panel();
  await filters.getByRole('checkbox', { name: `${colour.value} (${colour.count})` }).check();
  if (phone) await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/colour=/);
  await expect(cards).toHaveCount(bothCount);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=4/);
  if (!phone) await expectAccessible(page);
  await screenshot(page, testInfo, 'browse-category-filters');

  // The link is shareable: a fresh load shows the same list and picks.
  await page.reload();
  await expect(cards).toHaveCount(bothCount);
  await expect(page.getByLabel('Sort by')).toHaveValue('4');
  // Back from a product returns to the filtered list.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/item\/info\//);
  await page.goBack();
  await expect(page).toHaveURL(/size=.*colour=/);
  await expect(cards).toHaveCount(bothCount);
  filters = await panel();
  await expect(
    filters.getByRole('checkbox', { name: new RegExp(`^${colour.value} `) }),
  ).toBeChecked();
});
