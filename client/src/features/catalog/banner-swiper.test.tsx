import type { Slider } from '@contracts/products';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@test/render';
import { BannerSwiper } from './banner-swiper';

const slider = (n: number): Slider => ({
  _id: n,
  name: `Banner ${n}`,
  link: `/search/offer-${n}`,
  image: [`/uploads/b${n}-desktop.svg`, `/uploads/b${n}-mobile.svg`],
});

describe('BannerSwiper', () => {
  it('when it takes over, then every banner is a slide linking to its link', () => {
    renderWithStore(<BannerSwiper sliders={[slider(1), slider(2), slider(3)]} />);

    for (const n of [1, 2, 3]) {
      const image = screen.getAllByRole('img', { name: `Banner ${n}` })[0]!;
      expect(image.closest('a')).toHaveAttribute('href', `/search/offer-${n}`);
    }
  });

  it('when Pause is pressed, then autoplay stops and the control offers Play', async () => {
    renderWithStore(<BannerSwiper sliders={[slider(1), slider(2)]} />);

    await userEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    expect(screen.getByRole('button', { name: 'Play banners' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
