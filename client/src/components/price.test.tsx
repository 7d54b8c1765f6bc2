import { render, screen } from '@testing-library/react';
import { Price } from './price';

describe('Price', () => {
  it('when the mrp is higher, then it shows the price, the struck-through mrp and a 1-decimal discount', () => {
    const { container } = render(<Price price={1299} mrp={1999} decimals={1} />);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(container.querySelector('s')).toHaveTextContent('MRP ₹1,999');
    expect(screen.getByText('35.0% off')).toBeInTheDocument();
  });

  it('when decimals is 0 (product page), then the discount is rounded to a whole percent', () => {
    render(<Price price={1299} mrp={1999} decimals={0} />);
    expect(screen.getByText('35% off')).toBeInTheDocument();
  });

  it('when there is no discount, then neither mrp nor discount is shown', () => {
    const { container } = render(<Price price={999} mrp={999} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/off$/)).toBeNull();
  });

  it('when given a max price, then it shows the min-max range', () => {
    render(<Price price={799} maxPrice={1499} mrp={1999} />);
    expect(screen.getByText('₹799 – ₹1,499')).toBeInTheDocument();
  });
});
