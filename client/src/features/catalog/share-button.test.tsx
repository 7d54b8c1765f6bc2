import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from './share-button';

const props = {
  title: 'Oxford Shirt',
  text: 'Oxford Shirt for ₹1,299',
  url: 'https://shop.in/item/info/42',
};

describe('ShareButton', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
    jest.restoreAllMocks();
  });

  it('when the browser can share, then its share sheet gets the product', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton {...props} />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith(props);
  });

  it('when it cannot, then WhatsApp opens with the text and link', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareButton {...props} />);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(open).toHaveBeenCalledWith(
      `https://wa.me/?text=${encodeURIComponent('Oxford Shirt for ₹1,299 https://shop.in/item/info/42')}`,
      '_blank',
      'noopener,noreferrer',
    );
  });
});
