import { useState } from 'react';
import { unitPrice } from './cart-slice';
import type { CartLine } from './cart-types';

const keyOf = (line: CartLine) => `${line.id}:${line.varient?._id ?? ''}`;

/**
 * The quantities the cart shows: the one chosen with a line's stepper until it is saved, else
 * the saved one, and never above the stock (after a stock drop the line shows the most it can
 * have). The line totals and the subtotal follow what is shown, so they always agree.
 */
export function useCartQuantities(items: readonly CartLine[], savedTotal: number) {
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const quantityOf = (line: CartLine) =>
    Math.min(chosen[keyOf(line)] ?? line.itemQty, Math.max(line.stock, 1));

  // The server's total for what is saved, moved by what the steppers changed (in paise).
  const changePaise = items.reduce(
    (sum, line) => sum + Math.round(unitPrice(line) * 100) * (quantityOf(line) - line.itemQty),
    0,
  );
  return {
    quantityOf,
    units: items.reduce((sum, line) => sum + quantityOf(line), 0),
    subtotal: (Math.round(savedTotal * 100) + changePaise) / 100,
    /** Lines whose shown quantity is not saved yet. */
    unsaved: items.filter((line) => quantityOf(line) !== line.itemQty),
    choose: (line: CartLine, quantity: number) =>
      setChosen((current) => ({ ...current, [keyOf(line)]: quantity })),
    /** After a save (or a refused one): the line shows its saved quantity again. */
    settle: (line: CartLine) =>
      setChosen((current) => {
        const next = { ...current };
        delete next[keyOf(line)];
        return next;
      }),
  };
}
