import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { AppRoot } from './app-root';
import { StorefrontLayout } from './layouts/storefront-layout';

const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));
function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

/** A route screen loaded on first visit: `lazy: screen(() => import(...), (m) => m.Page)`. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

// The whole /vendor tree is one lazily loaded chunk: every vendor route imports this module.
const vendorArea = () => import('./vendor-area');
type VendorArea = Awaited<ReturnType<typeof vendorArea>>;
const vendor = (name: keyof VendorArea) => screen(vendorArea, (area) => area[name]);

const storefrontRoutes: RouteObject[] = [
  // Like every storefront screen, home is its own chunk: other pages never load it, and the
  // server preloads it with the home page's HTML (first-page.ts).
  {
    index: true,
    lazy: screen(
      () => import('@/features/catalog/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'c/:category/:subCategory',
    lazy: screen(
      () => import('@/features/catalog/category-page'),
      (m) => m.CategoryPage,
    ),
  },
  {
    path: 'item/info/:productId',
    lazy: screen(
      () => import('@/features/catalog/product-page'),
      (m) => m.ProductPage,
    ),
  },
  {
    path: 'search/:searchItem',
    lazy: screen(
      () => import('@/features/search/search-page'),
      (m) => m.SearchPage,
    ),
  },
  {
    path: 'cart',
    lazy: screen(
      () => import('@/features/cart/cart-page'),
      (m) => m.CartPage,
    ),
  },
  {
    path: 'wishlist',
    lazy: screen(
      () => import('@/features/wishlist/wishlist-page'),
      (m) => m.WishlistPage,
    ),
  },
  {
    path: 'orders',
    lazy: screen(
      () => import('@/features/orders/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'profile',
    lazy: screen(
      () => import('@/features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'payment/:orderId',
    lazy: screen(
      () => import('@/features/orders/payment-page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: '*',
    lazy: screen(
      () => import('./not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

const vendorRoutes: RouteObject[] = [
  { path: 'login', lazy: vendor('VendorLoginPage') },
  {
    lazy: vendor('VendorGuard'),
    children: [
      { path: 'orders/billing', lazy: vendor('VendorBillingPage') },
      {
        lazy: vendor('VendorLayout'),
        children: [
          { index: true, lazy: vendor('DashboardPage') },
          { path: 'dashboard', lazy: vendor('DashboardPage') },
          { path: 'profile', lazy: vendor('VendorProfilePage') },
          { path: 'product', lazy: vendor('ProductInsertPage') },
          { path: 'product/:id', lazy: vendor('ProductUpdatePage') },
          { path: 'attr', lazy: vendor('AttributesPage') },
          { path: 'manage', lazy: vendor('ManagementPage') },
          { path: 'orders', lazy: vendor('VendorOrdersPage') },
          { path: 'orders/list', lazy: vendor('OrdersTablePage') },
          { path: 'products', lazy: vendor('ProductsTablePage') },
          { path: 'customers', lazy: vendor('CustomersPage') },
          { path: 'general/sliders', lazy: vendor('SlidersPage') },
          { path: 'general/delivery', lazy: vendor('DeliveryPage') },
          { path: 'size-guides', lazy: vendor('SizeGuidesPage') },
          { path: '*', lazy: vendor('VendorNotFoundPage') },
        ],
      },
    ],
  },
];

/** Every route of both specs. Customer pages sit in the storefront chrome except the bill. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { Component: StorefrontLayout, children: storefrontRoutes },
      {
        path: 'orders/bill',
        lazy: screen(
          () => import('@/features/orders/bill-page'),
          (m) => m.BillPage,
        ),
      },
      { path: 'vendor', children: vendorRoutes },
    ],
  },
];
