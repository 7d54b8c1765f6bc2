import { screen, within } from '@testing-library/react';
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
