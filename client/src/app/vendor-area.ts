/*
 * The entry of the lazily loaded vendor chunk: router.tsx reaches every /vendor screen through
 * a dynamic import of this one module, so shoppers never download admin code.
 */
export { VendorGuard } from './guards/vendor-guard';
export { VendorLayout } from './layouts/vendor-layout';
export { VendorLoginPage } from '@/features/vendor-auth/vendor-login-page';
export { DashboardPage } from '@/features/vendor-dashboard/dashboard-page';
export { VendorNotFoundPage } from '@/features/vendor-dashboard/vendor-not-found-page';
export { VendorProfilePage } from '@/features/vendor-profile/vendor-profile-page';
export { ProductInsertPage } from '@/features/vendor-catalog/product-insert-page';
export { ProductUpdatePage } from '@/features/vendor-catalog/product-update-page';
export { AttributesPage } from '@/features/vendor-catalog/attributes-page';
export { ManagementPage } from '@/features/vendor-catalog/management-page';
export { VendorOrdersPage } from '@/features/vendor-orders/vendor-orders-page';
export { VendorBillingPage } from '@/features/vendor-orders/billing-page';
export { SlidersPage } from '@/features/vendor-sliders/sliders-page';
export { OrdersTablePage } from '@/features/vendor-office/orders-table-page';
export { ProductsTablePage } from '@/features/vendor-office/products-table-page';
export { CustomersPage } from '@/features/vendor-office/customers-page';
export { DeliveryPage } from '@/features/vendor-delivery/delivery-page';
export { SizeGuidesPage } from '@/features/vendor-delivery/size-guides-page';
