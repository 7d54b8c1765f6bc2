import { createContext, useContext, useEffect } from 'react';
import type { Location, Path } from 'react-router-dom';

/** Says whether a navigation from `current` to `next` must not happen (the user chose to stay). */
export type NavigationBlocker = (current: Location, next: Partial<Path>) => boolean;

/** The blockers the shop's router consults before every navigation (app/shop-router.tsx). */
export const NavigationBlockers = createContext<Set<NavigationBlocker>>(new Set());

/** Keeps `blocks` consulted before every navigation while the calling component is mounted. */
export function useNavigationBlocker(blocks: NavigationBlocker): void {
  const blockers = useContext(NavigationBlockers);
  useEffect(() => {
    blockers.add(blocks);
    return () => void blockers.delete(blocks);
  }, [blockers, blocks]);
}
