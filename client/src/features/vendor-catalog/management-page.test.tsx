import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCard } from '@contracts/products';
import { fakeHttp, type Reply } from '@test/fake-http';
import { renderRoute, renderWithStore } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import { ManagementPage } from './management-page';
import { aCategory, aSubCategory, bodyOf, P } from './vendor-fixtures';

const aCard = (id: number): ProductCard => ({
  _id: id,
  productName: `Shirt ${id}`,
  productBrand: 'Vastra',
  productType: 0,
  productStatus: id % 2 === 0 ? 1 : 0,
  productParents: { category: 1, subCategory: 11 },
  CoverImages: [`/uploads/${id}.webp`],
  productPricing: { price: 499, mrp: 999 },
  priceRange: { min: 499, max: 499 },
  mrpRange: { min: 999, max: 999 },
  maxDiscount: 50.05,
  hoverImage: null,
  inStock: true,
  itemQty: 3,
  productVarients: [],
  totalRate: 0,
  ratingAvg: 0,
  ratingCount: 0,
});

const base: Record<string, Reply> = {
  [`GET ${P}/getSubCategories?parent=1`]: [200, { mySubCategories: [aSubCategory()] }],
  [`POST ${P}/product/get/categoryAndSubCategory`]: [200, { myProducts: [aCard(1), aCard(2)] }],
};

describe('top management', () => {
  beforeEach(() => vendorToken.set('vendor-jwt'));

  it('when there is no category, then it says No Category Available', async () => {
    fakeHttp({ [`GET ${P}/getCategories`]: [200, { myCategories: [] }] });
    renderWithStore(<ManagementPage />);
    expect(await screen.findByText('No Category Available')).toBeInTheDocument();
  });

  it('labels the status button Deactive for an active category and sends its position and id', async () => {
    const network = fakeHttp({
      ...base,
      [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory()] }],
      [`POST ${P}/setCategoryStatus`]: [200, { myCategories: [aCategory({ categoryStatus: 0 })] }],
    });
    const user = userEvent.setup();
    renderWithStore(<ManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Deactive Men' }));
    expect(await screen.findByRole('button', { name: 'Active Men' })).toBeInTheDocument();
    expect(bodyOf(network.requests.find((r) => r.url?.endsWith('setCategoryStatus')))).toEqual({
      index: 0,
      _id: 1,
      status: 0,
    });
  });

  it('asks with the spec text before deleting a category', async () => {
    fakeHttp({ ...base, [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory()] }] });
    const user = userEvent.setup();
    renderWithStore(<ManagementPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete category Men' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Products also delete under this category, Please Confirm to delete',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames a sub-category in place: only the new name is sent, the list shows it', async () => {
    const network = fakeHttp({
      ...base,
      [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory()] }],
      [`POST ${P}/updateSubCategory`]: (config) => [
        200,
        {
          mySubCategories: [
            aSubCategory({
              subCategoryName: (bodyOf(config) as { newSubCategoryName: string })
                .newSubCategoryName,
            }),
          ],
        },
      ],
    });
    const user = userEvent.setup();
    renderWithStore(<ManagementPage />);

    const name = aSubCategory().subCategoryName;
    await user.click(await screen.findByRole('button', { name: `Edit sub-category ${name}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${name}` });
    const field = within(dialog).getByLabelText('Sub-Category Name');
    await user.clear(field);
    await user.type(field, 'Casual Shirts');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('button', { name: 'Edit sub-category Casual Shirts' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(network.requests.find((r) => r.url?.endsWith('updateSubCategory')))).toEqual({
      _id: aSubCategory()._id,
      newSubCategoryName: 'Casual Shirts',
    });
  });

  it('lists the category’s products 18 per request, each linking to its editor, then the end', async () => {
    const network = fakeHttp({
      ...base,
      [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory()] }],
    });
    renderWithStore(<ManagementPage />);

    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByRole('link', { name: 'Shirt 2' })).toHaveAttribute(
      'href',
      '/vendor/product/2',
    );
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText(/No More Products,/)).toHaveTextContent('No More Products, Go To Top');
    const request = network.requests.find((r) => r.url?.endsWith('categoryAndSubCategory'));
    expect(bodyOf(request)).toEqual({ category: 1, subCategory: -1, count: 1, limit: 18 });
  });

  it('keeps the chosen category and sub-category filter in the address, so Back restores them', async () => {
    const network = fakeHttp({
      ...base,
      [`GET ${P}/getCategories`]: [
        200,
        { myCategories: [aCategory(), aCategory({ _id: 2, categoryName: 'Women' })] },
      ],
      [`GET ${P}/getSubCategories?parent=2`]: [
        200,
        {
          mySubCategories: [
            aSubCategory({ _id: 21, subCategoryName: 'Kurtis', subCategoryParent: 2 }),
          ],
        },
      ],
    });
    const { router } = renderRoute('/vendor/manage?category=2&sub=21', {
      routes: [{ path: '/vendor/manage', element: <ManagementPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Products in Women' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Kurtis' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sub-category')).toHaveValue('21');
    const lists = network.requests.filter((r) => r.url?.endsWith('categoryAndSubCategory'));
    expect(bodyOf(lists.at(-1))).toMatchObject({ category: 2, subCategory: 21 });

    await userEvent.selectOptions(screen.getByLabelText('Sub-category'), 'All sub-categories');
    expect(router.location.search).toBe('?category=2');
    await userEvent.click(screen.getByRole('button', { name: 'Men', pressed: false }));
    expect(router.location.search).toBe('?category=1');
  });

  it('saves changed display positions together', async () => {
    const network = fakeHttp({
      ...base,
      [`GET ${P}/getCategories`]: [
        200,
        {
          myCategories: [
            aCategory(),
            aCategory({ _id: 2, categoryName: 'Women', categoryIndex: 1 }),
          ],
        },
      ],
      [`POST ${P}/setCategoryIndex`]: [200, { myCategories: [aCategory()] }],
    });
    const user = userEvent.setup();
    renderWithStore(<ManagementPage />);

    const position = await screen.findByLabelText('Position of Women');
    await user.clear(position);
    await user.type(position, 'x');
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(screen.getByText('Position must be a whole number of 0 or more')).toBeInTheDocument();

    await user.clear(position);
    await user.type(position, '0');
    await user.clear(screen.getByLabelText('Position of Men'));
    await user.type(screen.getByLabelText('Position of Men'), '1');
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await screen.findByRole('button', { name: 'Deactive Men' });
    expect(bodyOf(network.requests.find((r) => r.url?.endsWith('setCategoryIndex')))).toEqual({
      categories: [
        { _id: 1, categoryIndex: 1 },
        { _id: 2, categoryIndex: 0 },
      ],
    });
  });
});
