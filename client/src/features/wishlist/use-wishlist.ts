import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import {
  useAddToWishlistMutation,
  useGetWishlistIdsQuery,
  useRemoveFromWishlistMutation,
} from './wishlist-api';
import {
  selectPendingWishlistId,
  wishlistPendingCleared,
  wishlistPendingSaved,
} from './wishlist-slice';

export const WISHLIST_TEXT = {
  added: 'Added To Wishlist',
  removed: 'Removed From Wishlist',
  failed: 'Something Wrong',
} as const;

/** The signed-in shopper's saved ids (empty while signed out or loading). */
export function useWishlistIds(): readonly number[] {
  const userId = useAppSelector(selectUser)?.id;
  return useGetWishlistIdsQuery(userId ?? skipToken).data ?? NONE;
}
const NONE: readonly number[] = [];

/** Whether the product is saved; a heart re-renders only when its own answer changes. */
export function useIsSaved(productId: number): boolean {
  const userId = useAppSelector(selectUser)?.id;
  return useGetWishlistIdsQuery(userId ?? skipToken, {
    selectFromResult: ({ data }) => ({ saved: data?.includes(productId) ?? false }),
  }).saved;
}

/**
 * What a heart calls: saves or forgets the product. Signed out, the product waits and the login
 * overlay opens (as Add to cart does); useWishlistSession saves it once the shopper signs in.
 * Answers whether the change was kept.
 */
export function useWishlistToggle() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [add] = useAddToWishlistMutation();
  const [remove] = useRemoveFromWishlistMutation();
  return useCallback(
    async (productId: number, saved: boolean): Promise<boolean> => {
      const user = selectUser(store.getState());
      if (!user) {
        dispatch(wishlistPendingSaved(productId));
        dispatch(signInRequested());
        return false;
      }
      const result = await (saved ? remove : add)({ userId: user.id, productId });
      if (!result.error) {
        notify('success', saved ? WISHLIST_TEXT.removed : WISHLIST_TEXT.added);
        return true;
      }
      const { error } = result;
      const refused = isApiError(error) && [400, 404, 409].includes(error.status);
      notify('error', refused ? error.message : WISHLIST_TEXT.failed);
      return false;
    },
    [dispatch, store, add, remove],
  );
}

/**
 * Keeps the wishlist with the session: loads the saved ids when a shopper is signed in, then
 * saves the product they hearted while signed out, unless it is saved already.
 */
export function useWishlistSession(): number {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;
  const pending = useAppSelector(selectPendingWishlistId);
  const toggle = useWishlistToggle();
  const ids = useGetWishlistIdsQuery(userId ?? skipToken, { refetchOnMountOrArgChange: true });
  const settled = !ids.isFetching && (ids.isSuccess || ids.isError);

  useEffect(() => {
    if (!userId || pending === null || !settled) return;
    dispatch(wishlistPendingCleared());
    if (!ids.data?.includes(pending)) void toggle(pending, false);
  }, [userId, pending, settled, ids.data, dispatch, toggle]);

  return userId ? (ids.data?.length ?? 0) : 0;
}
