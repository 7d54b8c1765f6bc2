import type { Category, RawDataResponse } from '@contracts/catalog';
import { screen, within } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import { CategoryToolbar } from './category-toolbar';

const category = (
  _id: number,
  categoryName: string,
  categoryIndex: number,
  categoryStatus: 0 | 1 = 1,
): Category => ({
  _id,
  categoryName,
  categoryIndex,
  categoryStatus,
  categoryImage: `/uploads/demo/${_id}.svg`,
});

const rawData: RawDataResponse = {
  myRawData: {
    categories: [
      category(7, 'Accessories', 7),
      category(1, 'Men', 1),
      category(3, 'Kids', 3),
      category(2, 'Women', 2, 0),
      category(5, 'Ethnic', 5),
      category(4, 'Footwear', 4),
      category(6, 'Winter', 6),
      category(8, 'Sale', 0),
    ],
    subCategories: [],
  },
};
const RAW_DATA_URL = '/api/vendor/product/156/getRawData';

describe('CategoryToolbar', () => {
  it('when the raw data loads, then it shows All and the first 5 enabled categories by index', async () => {
    const network = fakeHttp({ [`GET ${RAW_DATA_URL}`]: [200, rawData] });
    renderWithStore(<CategoryToolbar onOpenAll={() => {}} />);

    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('button', { name: 'All' })).toBeInTheDocument();
    await within(nav).findByRole('link', { name: 'Sale' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Sale', 'Men', 'Kids', 'Footwear', 'Ethnic']);
    expect(network.requests).toHaveLength(1);
  });

  it('when a category is shown, then it links to /c/{JSON of _id, name, index}/-1', async () => {
    fakeHttp({ [`GET ${RAW_DATA_URL}`]: [200, rawData] });
    renderWithStore(<CategoryToolbar onOpenAll={() => {}} />);

    const link = await screen.findByRole('link', { name: 'Men' });
    const json = JSON.stringify({ _id: 1, categoryName: 'Men', categoryIndex: 1 });
    expect(link).toHaveAttribute('href', `/c/${encodeURIComponent(json)}/-1`);
  });

  it('when a vendor is signed in, then the public catalogue read still carries no token', async () => {
    vendorToken.set('vendor-jwt');
    const network = fakeHttp({ [`GET ${RAW_DATA_URL}`]: [200, rawData] });
    renderWithStore(<CategoryToolbar onOpenAll={() => {}} />);

    await screen.findByRole('link', { name: 'Men' });
    expect(network.authorizationOf(RAW_DATA_URL)).toBeUndefined();
  });
});
