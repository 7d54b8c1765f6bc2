import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { Toaster } from '@/components/toaster';
import { CustomerSession } from './guards/customer-session';
import { BlockingOverlay } from './layouts/blocking-overlay';
import styles from './app-root.module.css';

// The entry a page was loaded into (typed, pasted, opened from a link) has no history state, so
// the router keys it "default" on every load and would reuse the last such page's position. Keyed
// per document load instead, a new load starts at the top; back and forward keep their positions.
const documentLoad = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: Location) =>
  location.key === 'default' ? documentLoad : location.key;

/** Above every route: the session check, the blocking overlay, toasts and scroll restoration. */
export function AppRoot() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className={styles.progress} aria-hidden="true" />}
      <CustomerSession />
      <Outlet />
      <BlockingOverlay />
      <Toaster />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
