import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectSignInOpen, signInClosed } from '@/app/ui-slice';
import { AfterFirstRender } from '@/components/after-first-render';
import { StoreHeader } from './store-header';
import styles from './storefront-layout.module.css';

// Overlays load on first use, and the footer after the first render, keeping the first page's
// JavaScript small.
const StoreFooter = lazy(() => import('./store-footer').then((m) => ({ default: m.StoreFooter })));
const StoreDrawer = lazy(() => import('./store-drawer').then((m) => ({ default: m.StoreDrawer })));
const SignInDialog = lazy(() =>
  import('@/features/auth/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);

/** Header, toolbar, drawer, sign-in overlay and footer around every storefront page. */
export function StorefrontLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signInOpen = useAppSelector(selectSignInOpen);
  const dispatch = useAppDispatch();

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <StoreHeader onOpenDrawer={() => setDrawerOpen(true)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <AfterFirstRender>
        <StoreFooter />
      </AfterFirstRender>
      <Suspense fallback={null}>
        {drawerOpen && <StoreDrawer open onClose={() => setDrawerOpen(false)} />}
        {signInOpen && <SignInDialog open onClose={() => dispatch(signInClosed())} />}
      </Suspense>
    </div>
  );
}
