import { render, screen, within } from '@testing-library/react';
import { anOrder } from './order-fixtures';
import { OrderLines } from './order-lines';

describe('OrderLines', () => {
  it.each(['shopper', 'vendor'] as const)(
    'when laid out for the %s, then each line shows its name, variant, quantity × price and amount',
    (layout) => {
      render(<OrderLines items={anOrder().items} layout={layout} />);

      const [kurta, shirt] = screen.getAllByRole('listitem');
      expect(within(kurta!).getByText('Festive Kurta')).toBeInTheDocument();
      expect(within(kurta!).getByText('Size: M · Colour: Blue')).toBeInTheDocument();
      expect(within(kurta!).getByText('2 × ₹1,299.50')).toBeInTheDocument();
      expect(within(kurta!).getByText('₹2,599')).toBeInTheDocument();
      expect(within(shirt!).getByText('1 × ₹899')).toBeInTheDocument();
      expect(within(shirt!).getByText('₹899')).toBeInTheDocument();
    },
  );
});
