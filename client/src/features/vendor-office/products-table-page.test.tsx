import type { OfficeProductsResponse } from '@contracts/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { Toaster } from '@/components/toaster';
import { toAction } from './bulk-bar';
import { ProductsTablePage } from './products-table-page';

const OFFICE = '/api/vendor/office/156';

const product = (id: number, name: string): OfficeProductsResponse['rows'][number] => ({
  id,
  name,
  brand: 'Urban Loom',
  category: 'Men',
  subCategory: 'Shirts',
  status: 1,
  type: 0,
  minPrice: 1499,
  maxPrice: 1499,
  mrp: 1999,
  stock: id === 2 ? 0 : 7,
  variants: 0,
  cover: '',
});

function open(path = '/vendor/products') {
  const bulkBodies: unknown[] = [];
  const importBodies: string[] = [];
  const network = fakeHttp({
    [`GET ${OFFICE}/products`]: [
      200,
      {
        rows: [product(1, 'Linen Shirt'), product(2, 'Silk Kurta')],
        total: 2,
        page: 1,
        pageSize: 25,
      },
    ],
    'GET /api/vendor/product/156/getCategories': [200, { categories: [] }],
    [`POST ${OFFICE}/products/import`]: (config) => {
      importBodies.push(String(config.data));
      return String(config.data).includes('abc')
        ? [
            400,
            {
              error: '1 row has problems; nothing was changed',
              problems: [
                { row: 3, column: 'Price', message: 'Price must be a number of 0 or more' },
              ],
              problemCount: 1,
            },
          ]
        : [200, { rows: 2, products: 1, variants: 0 }];
    },
    [`POST ${OFFICE}/products/bulk`]: (config) => {
      bulkBodies.push(JSON.parse(String(config.data)));
      return [200, { changed: 2 }];
    },
  });
  const view = renderRoute(path, {
    routes: [
      {
        path: '/vendor/products',
        element: (
          <>
            <ProductsTablePage />
            <Toaster />
          </>
        ),
      },
    ],
  });
  return { network, bulkBodies, importBodies, ...view };
}

describe('ProductsTablePage', () => {
  it('lists products with price, MRP and stock; a sold-out one says so', async () => {
    open();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/vendor/product/1',
    );
    expect(within(table).getAllByText('₹1,499')).toHaveLength(2);
    expect(within(table).getByText('Sold out')).toBeInTheDocument();
  });

  it('raises the price of the ticked products by a percentage', async () => {
    const { bulkBodies } = open();
    await screen.findByRole('table');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select every product on this page' }),
    );
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'price%');
    await userEvent.type(screen.getByLabelText('Percent'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bulkBodies).toEqual([
        { ids: [1, 2], action: { kind: 'price', field: 'price', mode: 'percent', value: 10 } },
      ]),
    );
    expect(await screen.findByText('2 products updated')).toBeInTheDocument();
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('deletes only after the owner confirms', async () => {
    const { bulkBodies } = open();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Silk Kurta' }));
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 product?' });
    expect(bulkBodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bulkBodies).toEqual([{ ids: [2], action: { kind: 'delete' } }]));
  });

  it('imports a CSV: a refused file lists its bad rows, a good one says what changed', async () => {
    const { importBodies } = open();
    await screen.findByRole('table');
    const csv = (price: string) =>
      new File([`Product ID,Variant ID,Price,MRP\n1,,1499,1999\n2,,${price},1999\n`], 'p.csv', {
        type: 'text/csv',
      });
    await userEvent.upload(screen.getByLabelText('Import CSV'), csv('abc'));
    const refused = await screen.findByRole('dialog', { name: 'Nothing was changed' });
    expect(refused).toHaveAccessibleDescription('1 row has problems; nothing was changed');
    const row = within(refused).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('3PricePrice must be a number of 0 or more');
    await userEvent.click(within(refused).getByRole('button', { name: 'Done' }));
    await userEvent.upload(screen.getByLabelText('Import CSV'), csv('1299'));
    const applied = await screen.findByRole('dialog', { name: 'Products updated' });
    expect(applied).toHaveTextContent('Read 2 rows: 1 product and 0 varients changed.');
    expect(importBodies[1]).toContain('2,,1299,1999');
  });

  it('keeps the stock filter in the address', async () => {
    const { network, router } = open('/vendor/products?stock=out');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Stock')).toHaveValue('out');
    expect(network.requests.find((r) => r.url === `${OFFICE}/products`)?.params).toMatchObject({
      stock: 'out',
    });
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'low');
    expect(router.location.search).toBe('?stock=low');
  });
});

describe('toAction', () => {
  it('turns the chosen action and value into the API action, or explains a bad value', () => {
    expect(toAction('show', '')).toEqual({ kind: 'status', status: 1 });
    expect(toAction('mrp', '999.5')).toEqual({
      kind: 'price',
      field: 'mrp',
      mode: 'set',
      value: 999.5,
    });
    expect(toAction('stock', '12')).toEqual({ kind: 'stock', stock: 12 });
    expect(toAction('stock', '1.5')).toBe('Stock is a whole number of 0 or more');
    expect(toAction('price%', '-95')).toBe('A percentage change must be from -90 to 1000');
    expect(toAction('price', '')).toBe('Enter a number');
    expect(toAction('price', '-3')).toBe('Enter an amount of 0 or more');
  });
});
