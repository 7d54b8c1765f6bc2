import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/toaster';
import { CustomerSession } from './guards/customer-session';
import { BlockingOverlay } from './layouts/blocking-overlay';
import { ScrollRestoration, useNavigationPending } from './shop-router';
import styles from './app-root.module.css';

/** Above every route: the session check, the blocking overlay, toasts and scroll restoration. */
export function AppRoot() {
  const pending = useNavigationPending();
  return (
    <>
      {pending && <div className={styles.progress} aria-hidden="true" />}
      <CustomerSession />
      <Outlet />
      <BlockingOverlay />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
