import { screen, within } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { aVariantLine } from '@/features/cart/cart-fixtures';
import { cartSlice } from '@/features/cart/cart-slice';
import { OrderSummary } from './order-summary';

describe('OrderSummary', () => {
  it('when two sizes of one product are paid for, then each line shows its size, colour and price', async () => {
    fakeHttp({
      'GET /api/vendor/product/156/getAttribute': [
        200,
        {
          myAttributes: [
            { _id: 1, attribute: 'Size', values: ['M', 'L'] },
            { _id: 2, attribute: 'Colour', values: ['Blue'] },
          ],
        },
      ],
    });
    const large = aVariantLine({ itemQty: 2 });
    large.varient = {
      ...large.varient!,
      _id: 4,
      varienteAttributes: [
        { attr_id: 1, value: 'L' },
        { attr_id: 2, value: 'Blue' },
      ],
      general: { ...large.varient!.general, price: 1099 },
    };
    renderWithStore(<OrderSummary amount={3197.5} />, {
      preloadedState: {
        cart: { ...cartSlice.getInitialState(), items: [aVariantLine(), large], total: 3197.5 },
      },
    });

    const [medium, big] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(await within(medium!).findByText('Size: M · Colour: Blue')).toBeInTheDocument();
    expect(within(medium!).getByText('₹999.50')).toBeInTheDocument();
    expect(within(big!).getByText('Size: L · Colour: Blue')).toBeInTheDocument();
    expect(within(big!).getByText('₹2,198')).toBeInTheDocument();
  });
});
