import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory,
  type Navigator,
  type To,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { NavigationBlockers, type NavigationBlocker } from '@/lib/navigation-blocker';
import { createScrollPositions, type ScrollPositions } from './scroll-positions';

/** The browser's history (or a memory history in tests), as react-router's own routers use it. */
export type ShopHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export const createShopHistory = (): ShopHistory => UNSAFE_createBrowserHistory({ v5Compat: true });

const PendingContext = createContext(false);
const ScrollContext = createContext<ScrollPositions | null>(null);

/**
 * The shop's router: react-router's declarative `<Router>` over the browser's history, with what
 * the storefront used from the data router (whose code is 17 KB gzip of every first page):
 * navigations as transitions with their pending state (the progress bar while a screen's chunk
 * loads), scroll positions restored on back and forward and reset on other navigations, and
 * blockers that keep the owner on a page with unsaved edits (links, `navigate`, back and
 * forward alike).
 */
export function ShopRouter({ history, children }: { history: ShopHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  const blockers = useMemo(() => new Set<NavigationBlocker>(), []);
  const scroll = useMemo(() => createScrollPositions(), []);
  // The location on the page (a navigation in progress has not replaced it yet).
  const shown = useRef(history.location);
  useLayoutEffect(() => {
    shown.current = state.location;
  }, [state.location]);

  const navigator = useMemo<Navigator>(() => {
    const stays = (to: To) => {
      const next = typeof to === 'string' ? parsePath(to) : to;
      return [...blockers].some((blocks) => blocks(shown.current, next));
    };
    return {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, navigationState) => {
        if (!stays(to)) history.push(to, navigationState);
      },
      replace: (to, navigationState) => {
        if (!stays(to)) history.replace(to, navigationState);
      },
    };
  }, [history, blockers]);

  useLayoutEffect(() => {
    // Back or forward has already moved the browser: a blocked one is undone by going back the
    // same number of entries, and that move is not a navigation of its own.
    let undoing = false;
    return history.listen(({ action, location, delta }) => {
      if (undoing) {
        undoing = false;
        return;
      }
      if (action === 'POP' && delta && [...blockers].some((b) => b(shown.current, location))) {
        undoing = true;
        history.go(-delta);
        return;
      }
      scroll.save(shown.current);
      startTransition(() => setState({ action, location }));
    });
  }, [history, blockers, scroll]);

  useEffect(() => scroll.persistOnLeave(() => shown.current), [scroll]);

  return (
    <ScrollContext.Provider value={scroll}>
      <NavigationBlockers.Provider value={blockers}>
        <PendingContext.Provider value={pending}>
          <Router location={state.location} navigationType={state.action} navigator={navigator}>
            {children}
          </Router>
        </PendingContext.Provider>
      </NavigationBlockers.Provider>
    </ScrollContext.Provider>
  );
}

/** True while a navigation waits for its screen (its lazily loaded chunk). */
export const useNavigationPending = () => useContext(PendingContext);

/**
 * Restores the page's scroll position on back and forward and starts other navigations at the
 * top (or at the URL's #anchor). Rendered by the routes' root, so it runs once the new screen is
 * on the page, not while its chunk still loads.
 */
export function ScrollRestoration() {
  const scroll = useContext(ScrollContext);
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    scroll?.restore(location, action);
  }, [scroll, location, action]);
  return null;
}
