import type { Location, NavigationType } from 'react-router-dom';

const STORAGE_KEY = 'shop-scroll-positions';

// The entry a page was loaded into (typed, pasted, opened from a link) has no history state, so
// its key is "default" on every load and would reuse the last such page's position. Keyed per
// document load instead, a new load starts at the top; back and forward keep their positions.
const documentLoad = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const keyOf = (location: Location) => (location.key === 'default' ? documentLoad : location.key);

export type ScrollPositions = ReturnType<typeof createScrollPositions>;

/** Where each history entry was scrolled to, kept for the tab's session (a reload keeps them). */
export function createScrollPositions() {
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Unreadable (or no storage): start without saved positions.
  }
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

  /** Called as a navigation leaves `location`, before the next screen replaces it. */
  const save = (location: Location) => {
    positions[keyOf(location)] = window.scrollY;
  };
  return {
    save,
    /** Saves the shown entry's position to the session when the page is left or reloaded. */
    persistOnLeave(shown: () => Location) {
      const persist = () => {
        save(shown());
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
        } catch {
          // Full or blocked storage: positions are a convenience.
        }
      };
      window.addEventListener('pagehide', persist);
      return () => window.removeEventListener('pagehide', persist);
    },
    /** After `location` is rendered: its saved position on back and forward, else its anchor or the top. */
    restore(location: Location, action: NavigationType): void {
      const saved = positions[keyOf(location)];
      // Not returned: Chromium's scroll methods return a promise, and an effect may return only
      // its clean-up.
      if (action === 'POP' && typeof saved === 'number') {
        window.scrollTo(0, saved);
        return;
      }
      const anchor =
        location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (anchor) anchor.scrollIntoView();
      else window.scrollTo(0, 0);
    },
  };
}
