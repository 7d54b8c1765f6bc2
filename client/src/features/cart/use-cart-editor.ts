import { useCallback } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useSetCartMutation } from './cart-api';
import { CART_TEXT } from './cart-messages';
import { isSameCartLine, selectCartItems } from './cart-slice';
import type { CartLine } from './cart-types';

/**
 * Changes a line's quantity or removes it through cart set. The cart changes on screen at once;
 * if the server refuses, the previous cart comes back (cart-api) with the reason.
 */
export function useCartEditor() {
  const store = useAppStore();
  const userId = useAppSelector(selectUser)?.id;
  const [setCart, { isLoading: saving }] = useSetCartMutation();

  const save = useCallback(
    async (lines: CartLine[], done?: string) => {
      if (!userId) return false;
      const result = await setCart({ userId, lines });
      if (!result.error) {
        if (done) notify('success', done);
        return true;
      }
      // A refused quantity has a reason worth reading ('Only 2 left of …'); anything else does not.
      const refused = isApiError(result.error) && [400, 409].includes(result.error.status);
      notify('error', refused ? errorMessage(result.error) : CART_TEXT.failed);
      return false;
    },
    [userId, setCart],
  );

  const current = useCallback(() => selectCartItems(store.getState()), [store]);

  return {
    saving,
    updateQuantity: (line: CartLine, itemQty: number) =>
      save(
        current().map((other) => (isSameCartLine(other, line) ? { ...other, itemQty } : other)),
        CART_TEXT.updated,
      ),
    /** Saves every line's quantity as `quantityOf` gives it, quietly (before checkout). */
    updateQuantities: (quantityOf: (line: CartLine) => number) =>
      save(current().map((line) => ({ ...line, itemQty: quantityOf(line) }))),
    remove: (line: CartLine) =>
      save(
        current().filter((other) => !isSameCartLine(other, line)),
        CART_TEXT.removed,
      ),
  };
}
