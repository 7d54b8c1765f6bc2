import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import {
  NO_ACTIVE_CATEGORY,
  PRODUCT_FIELDS_REQUIRED,
  SELECT_CATEGORY,
  SELECT_SUB_CATEGORY,
} from './catalog-messages';
import { ProductInsertPage } from './product-insert-page';
import { aCategory, aSubCategory, bodyOf, P } from './vendor-fixtures';

const routes = [
  { path: '/vendor/product', element: <ProductInsertPage /> },
  { path: '/vendor/product/:id', element: <p>General step</p> },
];

const stepHeading = (name: string) => screen.findByRole('heading', { name });

describe('product insert wizard', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    vendorToken.set('vendor-jwt');
  });
  afterEach(() => jest.useRealTimers());

  it('walks category → sub-category → product, offering only active ones, 500 ms per step', async () => {
    const network = fakeHttp({
      [`GET ${P}/getCategories`]: [
        200,
        {
          myCategories: [
            aCategory(),
            aCategory({ _id: 2, categoryName: 'Women', categoryStatus: 0 }),
          ],
        },
      ],
      [`GET ${P}/getSubCategories?parent=1`]: [
        200,
        {
          mySubCategories: [
            aSubCategory(),
            aSubCategory({ _id: 12, subCategoryName: 'Hidden Tees', subCategoryStatus: 0 }),
          ],
        },
      ],
      [`POST ${P}/insertProduct`]: [200, { productId: 77 }],
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderRoute('/vendor/product', { routes });

    expect(await screen.findByRole('radio', { name: 'Men' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Women' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SELECT_CATEGORY);

    await user.click(screen.getByRole('radio', { name: 'Men' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('heading', { name: 'Step 1: Select Category' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await stepHeading('Step 2: Select Sub-Category')).toBeInTheDocument();

    expect(await screen.findByRole('radio', { name: 'Shirts' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Hidden Tees' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SELECT_SUB_CATEGORY);
    await user.click(screen.getByRole('radio', { name: 'Shirts' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => jest.advanceTimersByTime(500));
    expect(await stepHeading('Step 3: Add Product')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Product name'), 'Linen Shirt');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCT_FIELDS_REQUIRED);
    expect(network.requests.some((r) => r.url?.endsWith('/insertProduct'))).toBe(false);

    await user.type(screen.getByLabelText('Product brand'), 'Vastra');
    await user.type(screen.getByLabelText('Keywords'), 'linen, summer');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('General step')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/vendor/product/77');
    const insert = network.requests.find((r) => r.url === `${P}/insertProduct`);
    expect(bodyOf(insert)).toEqual({
      parents: { category: 1, subCategory: 11 },
      productName: 'Linen Shirt',
      productBrand: 'Vastra',
      productShortDisc: '',
      productDisc: '',
      productkeywords: 'linen, summer',
      productStatus: 1,
    });
  });

  it('when no category is active, then it says so and the plus button creates one inline', async () => {
    const created = aCategory({ _id: 9, categoryName: 'Kids' });
    const network = fakeHttp({
      [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory({ categoryStatus: 0 })] }],
      'POST /api/vendor/156/upload': [200, { urls: ['/uploads/kids.webp'] }],
      [`POST ${P}/insertCategory`]: [
        200,
        { myCategories: [aCategory({ categoryStatus: 0 }), created] },
      ],
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoute('/vendor/product', { routes });

    expect(await screen.findByText(NO_ACTIVE_CATEGORY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(within(dialog).getByText('Plese Enter New Category Name')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New Category Name'), 'Kids');
    await user.upload(
      within(dialog).getByLabelText(/Category image/),
      new File(['png'], 'kids.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByRole('radio', { name: 'Kids' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const insert = network.requests.find((r) => r.url === `${P}/insertCategory`);
    expect(bodyOf(insert)).toEqual({ newCategoryName: 'Kids', images: ['/uploads/kids.webp'] });
  });
});
