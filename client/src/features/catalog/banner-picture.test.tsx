import type { Slider } from '@contracts/products';
import { screen } from '@testing-library/react';
import { renderWithStore } from '@test/render';
import { matchRoutes } from 'react-router-dom';
import { BannerPicture } from './banner-picture';
import { parseCategoryParam } from './category-selectors';

const banner = (link: string): Slider => ({
  _id: 1,
  name: 'Festive sale',
  link,
  image: ['/uploads/d.webp', '/uploads/m.webp'],
});

const anchorOf = () => screen.getByRole('img', { name: 'Festive sale' }).closest('a');

describe('BannerPicture links', () => {
  it('when the link is a page of the shop, then the banner links to it inside the app', () => {
    renderWithStore(<BannerPicture slider={banner('/c/men?sort=3')} />);
    expect(anchorOf()).toHaveAttribute('href', '/c/men?sort=3');
  });

  it('when the link is a category route with its JSON as the spec shows it, then the banner opens that category', () => {
    const category = { _id: 5, categoryName: 'Ethnic Wear', categoryIndex: 3 };
    renderWithStore(<BannerPicture slider={banner(`/c/${JSON.stringify(category)}/-1`)} />);
    const href = anchorOf()?.getAttribute('href') ?? '';
    // The router's own matching (it decodes the path as the browser keeps it).
    const [match] = matchRoutes([{ path: '/c/:category/:subCategory' }], href) ?? [];
    expect(parseCategoryParam(match?.params.category)).toEqual(category);
    expect(match?.params.subCategory).toBe('-1');
  });

  it('when the link is an https address, then the banner is a plain link to it', () => {
    renderWithStore(<BannerPicture slider={banner('https://example.com/sale')} />);
    expect(anchorOf()).toHaveAttribute('href', 'https://example.com/sale');
    expect(anchorOf()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['/\\evil.example/', '//evil.example', 'javascript:alert(1)', 'http://example.com'])(
    'when the link is %s (another site or a script), then the banner links nowhere',
    (link) => {
      renderWithStore(<BannerPicture slider={banner(link)} />);
      expect(screen.getByRole('img', { name: 'Festive sale' })).toBeInTheDocument();
      expect(anchorOf()).toBeNull();
    },
  );
});
