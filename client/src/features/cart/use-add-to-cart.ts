import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import { useAddToCartMutation } from './cart-api';
import { CART_TEXT } from './cart-messages';
import { isSameCartLine, pendingItemSaved, selectCartItems } from './cart-slice';
import type { CartItem } from './cart-types';

/**
 * Adds an item to the signed-in shopper's server cart: 'Item Already in Cart' for a line that
 * is there already (checked here, and answered 409 by the server), 'Added To Cart' when saved,
 * the server's text for another refusal (out of stock, a full cart, too many units of one
 * item), 'Something Wrong' otherwise. Answers whether the line was added.
 */
export function useSaveToCart() {
  const store = useAppStore();
  const [add] = useAddToCartMutation();
  return useCallback(
    async (userId: string, item: CartItem): Promise<boolean> => {
      if (selectCartItems(store.getState()).some((line) => isSameCartLine(line, item))) {
        notify('error', CART_TEXT.duplicate);
        return false;
      }
      const result = await add({ userId, item });
      if (!result.error) notify('success', CART_TEXT.added);
      else if (isApiError(result.error) && [400, 409].includes(result.error.status))
        notify('error', result.error.message);
      else notify('error', CART_TEXT.failed);
      return !result.error;
    },
    [store, add],
  );
}

/**
 * What the Add to cart buttons call. Signed out, the item waits as the pending cart and the
 * login overlay opens (spec §4); useCartSession adds it once the shopper is signed in.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const save = useSaveToCart();
  return useCallback(
    async (item: CartItem): Promise<boolean> => {
      const user = selectUser(store.getState());
      if (user) return save(user.id, item);
      dispatch(pendingItemSaved(item));
      dispatch(signInRequested());
      return false;
    },
    [dispatch, store, save],
  );
}
