import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@test/render';
import { anOrderItem } from './order-fixtures';
import { OrderSummary } from './order-summary';

describe('OrderSummary', () => {
  it('when two sizes of one product are paid for, then each line shows its size, colour and price', () => {
    const medium = anOrderItem({ itemQty: 1, unitPrice: 999.5, lineTotal: 999.5 });
    const large = anOrderItem({
      itemQty: 2,
      unitPrice: 1099,
      lineTotal: 2198,
      varient: {
        _id: 4,
        varienteAttributes: [
          { attr_id: 1, attribute: 'Size', value: 'L' },
          { attr_id: 2, attribute: 'Colour', value: 'Blue' },
        ],
        general: { price: 1099, mrp: 1999, itemQty: 2, images: [] },
      },
    });
    renderWithStore(<OrderSummary items={[medium, large]} amount={3197.5} />);

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const [first, second] = within(summary).getAllByRole('listitem');
    expect(within(first!).getByText('Size: M · Colour: Blue')).toBeInTheDocument();
    expect(within(first!).getByText('₹999.50')).toBeInTheDocument();
    expect(within(second!).getByText('Size: L · Colour: Blue')).toBeInTheDocument();
    expect(within(second!).getByText('₹2,198')).toBeInTheDocument();
    expect(within(summary).getByText('₹3,197.50')).toBeInTheDocument();
    expect(within(summary).getByText('Free')).toBeInTheDocument();
  });
});
