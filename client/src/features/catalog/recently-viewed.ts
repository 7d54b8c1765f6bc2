import { RECENTLY_VIEWED_SIZE } from '@contracts/storefront';

const KEY = 'recently-viewed';

/** Product ids viewed in this browser, newest first (signed in or not). */
export function readRecentlyViewed(storage: Storage = localStorage): number[] {
  try {
    const ids: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(ids)
      ? ids
          .filter((id): id is number => Number.isInteger(id) && id > 0)
          .slice(0, RECENTLY_VIEWED_SIZE)
      : [];
  } catch {
    return [];
  }
}

/** Puts a product first in the list, once, keeping the newest RECENTLY_VIEWED_SIZE. */
export function rememberViewed(id: number, storage: Storage = localStorage): void {
  const ids = [id, ...readRecentlyViewed(storage).filter((other) => other !== id)];
  try {
    storage.setItem(KEY, JSON.stringify(ids.slice(0, RECENTLY_VIEWED_SIZE)));
  } catch {
    // Storage full or blocked (private mode): the row is a nicety, not worth an error.
  }
}
