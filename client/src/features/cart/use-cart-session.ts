import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { useGetCartQuery } from './cart-api';
import { pendingItemCleared, selectPendingCart } from './cart-slice';
import { useSaveToCart } from './use-add-to-cart';

/**
 * Keeps the cart with the session: loads the server cart when a shopper is signed in (on load
 * with a stored token, or after logging in), then adds the item they tried to add while signed
 * out, unless it is in the cart already.
 */
export function useCartSession() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  const pending = useAppSelector(selectPendingCart);
  const save = useSaveToCart();
  const cart = useGetCartQuery(userId ?? skipToken, { refetchOnMountOrArgChange: true });
  const settled = !cart.isFetching && (cart.isSuccess || cart.isError);

  useEffect(() => {
    if (!userId || !pending || !settled) return;
    dispatch(pendingItemCleared());
    void save(userId, pending);
  }, [userId, pending, settled, dispatch, save]);
}
