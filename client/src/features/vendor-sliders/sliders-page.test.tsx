import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slider } from '@contracts/products';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { aCategory, aSubCategory, bodyOf, P } from '@/features/vendor-catalog/vendor-fixtures';
import { vendorToken } from '@/lib/cookies';
import { SlidersPage } from './sliders-page';

const GENERAL = '/api/vendor/general/156';
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const choose = (label: RegExp, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

const aSlider = (overrides: Partial<Slider> = {}): Slider => ({
  _id: 3,
  name: 'Festive Edit',
  link: '/c/ethnic/kurtas',
  image: ['/uploads/d.webp', '/uploads/m.webp'],
  ...overrides,
});

describe('main slider control', () => {
  beforeEach(() => vendorToken.set('vendor-jwt'));

  it('insert needs the fields, then exactly two images: desktop and mobile', async () => {
    const created = aSlider({ _id: 4, name: 'Monsoon', link: '/c/men/jackets' });
    const network = fakeHttp({
      [`GET ${GENERAL}/getSlider`]: [200, { finalData: [] }],
      'POST /api/vendor/156/upload': [
        200,
        { urls: ['/uploads/new-d.webp', '/uploads/new-m.webp'] },
      ],
      [`POST ${GENERAL}/insertSlider`]: [200, { finalData: { mainSlider: [created] } }],
    });
    const user = userEvent.setup();
    renderWithStore(<SlidersPage />);

    expect(await screen.findByText('No Slider Available')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Slider name'), 'Monsoon');
    await user.click(screen.getByRole('button', { name: 'Insert slider' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Plese Fill all Fields');

    await user.type(screen.getByLabelText(/^Link/), '/c/men/jackets');
    choose(/Desktop image/, png('wide.png'));
    await user.click(screen.getByRole('button', { name: 'Insert slider' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select two images');
    expect(network.requests.filter((r) => r.method === 'post')).toHaveLength(0);

    choose(/Mobile image/, png('tall.png'));
    await user.click(screen.getByRole('button', { name: 'Insert slider' }));

    const list = await screen.findByRole('list', { name: 'Sliders' });
    expect(within(list).getByRole('heading', { name: 'Monsoon' })).toBeInTheDocument();
    const upload = network.requests.find((r) => r.url === '/api/vendor/156/upload');
    const files = (upload?.data as FormData).getAll('images') as File[];
    expect(files.map((file) => file.name)).toEqual(['wide.png', 'tall.png']);
    expect(bodyOf(network.requests.at(-1))).toEqual({
      name: 'Monsoon',
      link: '/c/men/jackets',
      img: ['/uploads/new-d.webp', '/uploads/new-m.webp'],
    });
  });

  it('edit mode keeps the images not replaced and sends the slider id as index', async () => {
    const slider = aSlider();
    const network = fakeHttp({
      [`GET ${GENERAL}/getSlider`]: [200, { finalData: [slider] }],
      'POST /api/vendor/156/upload': [200, { urls: ['/uploads/new-m.webp'] }],
      [`POST ${GENERAL}/updateSlider`]: [
        200,
        { finalData: { mainSlider: [{ ...slider, name: 'Festive Sale' }] } },
      ],
    });
    const user = userEvent.setup();
    renderWithStore(<SlidersPage />);

    await user.click(await screen.findByRole('button', { name: 'Edit Festive Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit slider: Festive Edit' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Slider name'));
    await user.type(screen.getByLabelText('Slider name'), 'Festive Sale');
    choose(/Mobile image/, png('tall.png'));
    await user.click(screen.getByRole('button', { name: 'Update slider' }));

    expect(await screen.findByRole('heading', { name: 'Add a slider' })).toBeInTheDocument();
    expect(bodyOf(network.requests.at(-1))).toEqual({
      index: 3,
      name: 'Festive Sale',
      link: '/c/ethnic/kurtas',
      img: ['/uploads/d.webp', '/uploads/new-m.webp'],
    });
  });

  it('the page picker writes a link the storefront opens: a sub-category, then a product', async () => {
    fakeHttp({
      [`GET ${GENERAL}/getSlider`]: [200, { finalData: [] }],
      [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory()] }],
      [`GET ${P}/getSubCategories?parent=1`]: [200, { mySubCategories: [aSubCategory()] }],
      'GET /api/vendor/office/156/products': [
        200,
        { rows: [{ id: 42, name: 'Linen Kurta' }], total: 1, page: 1, pageSize: 25 },
      ],
    });
    const user = userEvent.setup();
    renderWithStore(<SlidersPage />);
    await screen.findByText('No Slider Available');

    await user.click(screen.getByRole('button', { name: 'Choose a page' }));
    let dialog = screen.getByRole('dialog', { name: 'Link to a page of the shop' });
    await user.click(within(dialog).getByRole('radio', { name: 'A sub-category' }));
    await within(dialog).findByRole('option', { name: aCategory().categoryName });
    await user.selectOptions(within(dialog).getByLabelText('Category'), '1');
    await within(dialog).findByRole('option', { name: aSubCategory().subCategoryName });
    await user.selectOptions(within(dialog).getByLabelText('Sub-category'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Use this link' }));
    const { categoryName, categoryIndex } = aCategory();
    // The spec's route, readable: what a client of the original API parses.
    expect(screen.getByLabelText(/^Link/)).toHaveValue(
      `/c/{"_id":1,"categoryName":"${categoryName}","categoryIndex":${categoryIndex}}/11`,
    );

    await user.click(screen.getByRole('button', { name: 'Choose a page' }));
    dialog = screen.getByRole('dialog', { name: 'Link to a page of the shop' });
    await user.click(within(dialog).getByRole('radio', { name: 'A product' }));
    await user.type(within(dialog).getByLabelText('Find a product'), 'linen');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Linen Kurta · #42' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this link' }));
    expect(screen.getByLabelText(/^Link/)).toHaveValue('/item/info/42');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
