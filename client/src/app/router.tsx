import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { StorefrontLayout } from './layouts/storefront-layout';

/** A route screen whose code loads on first visit, or ahead of it (`preload`). */
type Screen = ComponentType & { preload(): Promise<void> };

/**
 * A route screen loaded on first visit: `Component: screen(() => import(...), (m) => m.Page)`.
 * Loaded ahead (preloadScreens), it renders at once: a lazy component suspends on its first
 * render however soon its module is in, which showed the loading fallback in place of the
 * server's first screen for a moment on every page load.
 */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen => {
  let loaded: ComponentType | undefined;
  const ensure = async () => (loaded ??= pick(await load()));
  const Lazy = lazy(async () => ({ default: await ensure() }));
  function Screen() {
    // Chosen once per mount: turning from the lazy wrapper to the screen would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Screen, { preload: async () => void (await ensure()) });
};

// The whole /vendor tree is one lazily loaded chunk: every vendor route imports this module.
const vendorArea = () => import('./vendor-area');
type VendorArea = Awaited<ReturnType<typeof vendorArea>>;
const vendor = (name: keyof VendorArea) => screen(vendorArea, (area) => area[name]);

const storefrontRoutes: RouteObject[] = [
  // Like every storefront screen, home is its own chunk: other pages never load it, and the
  // server preloads it with the home page's HTML (first-page.ts).
  {
    index: true,
    Component: screen(
      () => import('@/features/catalog/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'c/:category/:subCategory',
    Component: screen(
      () => import('@/features/catalog/category-page'),
      (m) => m.CategoryPage,
    ),
  },
  {
    path: 'item/info/:productId',
    Component: screen(
      () => import('@/features/catalog/product-page'),
      (m) => m.ProductPage,
    ),
  },
  {
    path: 'search/:searchItem',
    Component: screen(
      () => import('@/features/search/search-page'),
      (m) => m.SearchPage,
    ),
  },
  {
    path: 'cart',
    Component: screen(
      () => import('@/features/cart/cart-page'),
      (m) => m.CartPage,
    ),
  },
  {
    path: 'wishlist',
    Component: screen(
      () => import('@/features/wishlist/wishlist-page'),
      (m) => m.WishlistPage,
    ),
  },
  {
    path: 'orders',
    Component: screen(
      () => import('@/features/orders/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'profile',
    Component: screen(
      () => import('@/features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'payment/:orderId',
    Component: screen(
      () => import('@/features/orders/payment-page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: '*',
    Component: screen(
      () => import('./not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

const vendorRoutes: RouteObject[] = [
  { path: 'login', Component: vendor('VendorLoginPage') },
  {
    Component: vendor('VendorGuard'),
    children: [
      { path: 'orders/billing', Component: vendor('VendorBillingPage') },
      {
        Component: vendor('VendorLayout'),
        children: [
          { index: true, Component: vendor('DashboardPage') },
          { path: 'dashboard', Component: vendor('DashboardPage') },
          { path: 'profile', Component: vendor('VendorProfilePage') },
          { path: 'product', Component: vendor('ProductInsertPage') },
          { path: 'product/:id', Component: vendor('ProductUpdatePage') },
          { path: 'attr', Component: vendor('AttributesPage') },
          { path: 'manage', Component: vendor('ManagementPage') },
          { path: 'orders', Component: vendor('VendorOrdersPage') },
          { path: 'orders/list', Component: vendor('OrdersTablePage') },
          { path: 'products', Component: vendor('ProductsTablePage') },
          { path: 'customers', Component: vendor('CustomersPage') },
          { path: 'general/sliders', Component: vendor('SlidersPage') },
          { path: 'general/delivery', Component: vendor('DeliveryPage') },
          { path: 'size-guides', Component: vendor('SizeGuidesPage') },
          { path: '*', Component: vendor('VendorNotFoundPage') },
        ],
      },
    ],
  },
];

/** Every route of both specs. Customer pages sit in the storefront chrome except the bill. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      { Component: StorefrontLayout, children: storefrontRoutes },
      {
        path: 'orders/bill',
        Component: screen(
          () => import('@/features/orders/bill-page'),
          (m) => m.BillPage,
        ),
      },
      { path: 'vendor', children: vendorRoutes },
    ],
  },
];

/**
 * Loads the code of every screen the address shows (its layouts' too), so that the first render
 * draws them without suspending (main.tsx waits for it before React's first render).
 */
export async function preloadScreens(path: string): Promise<void> {
  const shown = matchRoutes(routes, path) ?? [];
  await Promise.all(
    shown.map(({ route }) => {
      const component = route.Component as Partial<Screen> | null | undefined;
      return component?.preload?.();
    }),
  );
}
