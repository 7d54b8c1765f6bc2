import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Filters">
        <button>First</button>
        <button>Last</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('when opened, then it is a labelled modal, traps Tab and closes on Esc with focus returned', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('when its content is taller than the dialog, then the scrolling body is focusable, and not otherwise', () => {
    // jsdom has no layout: the content's height and the observer are played by hand.
    const observed: (() => void)[] = [];
    const realObserver = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    let contentHeight = 900;
    const heights = [
      jest
        .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
        .mockImplementation(() => contentHeight),
      jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => 600),
    ];
    try {
      render(
        <Dialog open onClose={() => {}} title="Order 1">
          <p>Your order is canceled.</p>
        </Dialog>,
      );
      const body = screen.getByText('Your order is canceled.').parentElement!;
      expect(body).toHaveAttribute('tabindex', '0');

      contentHeight = 400;
      act(() => observed.forEach((callback) => callback()));
      expect(body).not.toHaveAttribute('tabindex');
    } finally {
      heights.forEach((spy) => spy.mockRestore());
      globalThis.ResizeObserver = realObserver;
    }
  });
});
