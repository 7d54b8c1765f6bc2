import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProductCard } from '@test/catalog-fixtures';
import { renderWithStore } from '@test/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('when a simple product is shown, then it has image, brand, name, price, struck MRP and a 1-decimal discount', () => {
    renderWithStore(
      <ProductCard product={aProductCard({ productPricing: { price: 1399, mrp: 1999 } })} />,
    );

    const card = screen.getByRole('article');
    expect(within(card).getByText('Vastra')).toBeInTheDocument();
    expect(within(card).getByText('₹1,399')).toBeInTheDocument();
    expect(card.querySelector('s')).toHaveTextContent('₹1,999');
    expect(within(card).getByText('30.0% off')).toBeInTheDocument();
  });

  it('when shown, then the card links to the product page', () => {
    renderWithStore(<ProductCard product={aProductCard({ _id: 42 })} />);
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/item/info/42',
    );
  });

  it('when the image is below the fold, then it loads lazily with a fixed size so nothing shifts', () => {
    renderWithStore(<ProductCard product={aProductCard()} />);
    const image = screen.getByRole('img', { name: 'Linen Shirt' });
    expect(image).toHaveAttribute('src', '/uploads/demo/101.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '600');
  });

  it('when the product has variants at different prices, then it shows the min – max range', () => {
    const variable = aProductCard({
      productType: 1,
      productPricing: { price: 799, mrp: 1499 },
      priceRange: { min: 799, max: 1299 },
    });
    renderWithStore(<ProductCard product={variable} />);
    expect(screen.getByText('₹799 – ₹1,299')).toBeInTheDocument();
  });

  it('when variants differ in price and sell below their MRP, then it shows the range, the struck MRP range and the deepest discount', () => {
    const variable = aProductCard({
      productType: 1,
      productPricing: { price: 799, mrp: 1499 },
      priceRange: { min: 799, max: 1299 },
      mrpRange: { min: 1499, max: 1999 },
      maxDiscount: 46.69779,
    });
    renderWithStore(<ProductCard product={variable} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹799 – ₹1,299')).toBeInTheDocument();
    expect(card.querySelector('s')).toHaveTextContent('MRP ₹1,499 – ₹1,999');
    expect(within(card).getByText('Up to 46.7% off')).toBeInTheDocument();
  });

  it('when variants share one MRP, then the struck MRP is one amount; with no discount, no MRP shows', () => {
    const oneMrp = aProductCard({
      productType: 1,
      priceRange: { min: 799, max: 1299 },
      mrpRange: { min: 1999, max: 1999 },
      maxDiscount: 60.03,
    });
    const { unmount } = renderWithStore(<ProductCard product={oneMrp} />);
    expect(screen.getByRole('article').querySelector('s')).toHaveTextContent(/^MRP ₹1,999$/);
    expect(screen.getByText('Up to 60.0% off')).toBeInTheDocument();
    unmount();

    renderWithStore(
      <ProductCard
        product={aProductCard({ ...oneMrp, mrpRange: { min: null, max: null }, maxDiscount: null })}
      />,
    );
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('when a mouse comes over a card with a second image, then that image loads lazily over the cover; touch and single-image cards never load one', async () => {
    const { unmount } = renderWithStore(
      <ProductCard product={aProductCard({ hoverImage: '/uploads/demo/101-back.svg' })} />,
    );
    const card = screen.getByRole('article');
    await userEvent.pointer({ keys: '[TouchA]', target: card });
    expect(screen.queryByTestId('card-hover-image')).toBeNull();

    await userEvent.hover(card);
    const hover = screen.getByTestId('card-hover-image');
    expect(hover).toHaveAttribute('src', '/uploads/demo/101-back.svg');
    expect(hover).toHaveAttribute('loading', 'lazy');
    expect(hover).toHaveAttribute('alt', '');
    expect(hover).toHaveAttribute('width', '480');
    expect(hover).toHaveAttribute('height', '600');
    unmount();

    renderWithStore(<ProductCard product={aProductCard({ hoverImage: null })} />);
    await userEvent.hover(screen.getByRole('article'));
    expect(screen.queryByTestId('card-hover-image')).toBeNull();
  });

  it('when shown, then the card has a wishlist heart for its product, not pressed while signed out', () => {
    renderWithStore(<ProductCard product={aProductCard()} />);
    expect(screen.getByRole('button', { name: 'Save Linen Shirt to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when rated, then it shows the rating and count; when not, nothing', () => {
    const { unmount } = renderWithStore(<ProductCard product={aProductCard()} />);
    expect(
      screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 ratings' }),
    ).toBeInTheDocument();
    unmount();
    renderWithStore(
      <ProductCard product={aProductCard({ ratingCount: 0, totalRate: 0, ratingAvg: 0 })} />,
    );
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('when the product is out of stock, then the card says so', () => {
    renderWithStore(<ProductCard product={aProductCard({ inStock: false })} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});
