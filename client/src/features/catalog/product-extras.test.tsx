import type { SizeGuide } from '@contracts/size-guide';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aProductDetail, rawData } from '@test/catalog-fixtures';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';

// Pages and their dialogs load lazily: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });
jest.setTimeout(20_000);

const GUIDE: SizeGuide = {
  category: 1,
  unit: 'in',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'M', values: ['40', '28'] },
    { size: 'L', values: ['42', '29'] },
  ],
  note: 'Measured flat.',
};

const shirt = aProductDetail({
  _id: 7,
  productName: 'Oxford Shirt',
  productParents: { category: 1, subCategory: 11 },
  CoverImages: ['/img/a.svg'],
  productImages: ['/img/b.svg', '/img/c.svg'],
});

function shop(extra: Record<string, Reply | Handler> = {}) {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [200, rawData([aCategory()])],
    'GET /api/vendor/product/156/getAttribute': [200, { myAttributes: [] }],
    'GET /api/vendor/general/156/getSlider': [200, { finalData: { mainSlider: [] } }],
    'POST /api/vendor/product/156/getProductWithID': [200, { myCollection: shirt }],
    'POST /api/user/relatedProducts': [200, { items: [] }],
    'POST /api/vendor/product/156/getSizeGuide': [200, { sizeGuide: null }],
    ...extra,
  });
}

const openPage = async () => {
  renderRoute('/item/info/7');
  await screen.findByRole('heading', { level: 1, name: 'Oxford Shirt' });
};

describe('size guide', () => {
  it('when the category has a guide, then "Size guide" opens it in a dialog that Esc closes, returning focus', async () => {
    const { requests } = shop({
      'POST /api/vendor/product/156/getSizeGuide': [200, { sizeGuide: GUIDE }],
    });
    await openPage();
    const link = await screen.findByRole('button', { name: 'Size guide' });
    expect(JSON.parse(requests.find((r) => r.url?.endsWith('getSizeGuide'))!.data)).toEqual({
      category: 1,
    });

    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    const table = within(dialog).getByRole('table', { name: 'Measurements in inches' });
    expect(within(table).getByRole('columnheader', { name: 'Chest' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'L' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '29' })).toBeInTheDocument();
    expect(within(dialog).getByText('Measured flat.')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });

  it('when the category has none, then there is no link', async () => {
    const { requests } = shop();
    await openPage();
    await waitFor(() => expect(requests.some((r) => r.url?.endsWith('getSizeGuide'))).toBe(true));
    await screen.findByRole('button', { name: 'Check' });
    expect(screen.queryByRole('button', { name: 'Size guide' })).not.toBeInTheDocument();
  });
});

describe('full-screen gallery', () => {
  it('clicking the main image opens every image full screen at the shown one; arrows move; Close returns', async () => {
    shop();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Open full-screen images of Oxford Shirt' }),
    );

    const viewer = await screen.findByRole('dialog', { name: 'Oxford Shirt: images' });
    expect(
      within(viewer)
        .getAllByTestId('gallery-image')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/img/a.svg', '/img/b.svg', '/img/c.svg']);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(await within(viewer).findByText('3 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Next image' })).toBeDisabled();
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();

    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page shows the image the shopper ended on.
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Esc closes the gallery', async () => {
    shop();
    await openPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Open full-screen images of Oxford Shirt' }),
    );
    await screen.findByRole('dialog', { name: 'Oxford Shirt: images' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('check delivery', () => {
  const check = async (pincode: string) => {
    const field = await screen.findByRole('textbox', { name: 'Check delivery' });
    await userEvent.clear(field);
    await userEvent.type(field, pincode);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
  };

  it('says whether the shop delivers to the pincode and whether COD is offered there', async () => {
    const { requests } = shop({
      'POST /api/vendor/general/156/checkPincode': (config) => {
        const { pincode } = JSON.parse(config.data as string) as { pincode: string };
        if (pincode === '560001') return [200, { pincode, delivery: true, cod: true }];
        if (pincode === '560100') return [200, { pincode, delivery: true, cod: false }];
        return [200, { pincode, delivery: false, cod: false }];
      },
    });
    await openPage();

    await check('560001');
    expect(await screen.findByText('Delivery available to 560001.')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery available.')).toBeInTheDocument();

    await check('560100');
    expect(
      await screen.findByText('Cash on delivery is not available here: pay online.'),
    ).toBeInTheDocument();

    await check('999999');
    expect(await screen.findByText('Sorry, we do not deliver to 999999 yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url?.endsWith('checkPincode'))).toHaveLength(3);
  });

  it('refuses a pincode that is not 6 digits without asking the server', async () => {
    const { requests } = shop();
    await openPage();
    await check('56a00');
    expect(await screen.findByText('Enter a 6-digit pincode')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Check delivery' })).toHaveValue('5600');
    expect(screen.getByRole('textbox', { name: 'Check delivery' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requests.some((r) => r.url?.endsWith('checkPincode'))).toBe(false);
  });
});
