import express, { Router, type Request } from 'express';
import { API_SEGMENT } from './contracts/common';
import type { Database } from './db/client';
import { apiNotFound } from './http/error-handler';
import type { WorkGate } from './http/work-gate';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { customerAuthRoutes } from './modules/auth/auth.routes';
import { customerLogoutRoutes, vendorLogoutRoutes } from './modules/auth/logout.routes';
import { publicCatalogRoutes } from './modules/catalog/catalog.routes';
import { facetRoutes } from './modules/catalog/facets.routes';
import { healthRoutes } from './modules/health/health.routes';
import {
  customerNotificationRoutes,
  vendorNotificationRoutes,
} from './modules/notifications/notifications.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { searchRoutes } from './modules/search/search.routes';
import { publicSliderRoutes } from './modules/sliders/sliders.routes';
import { vendorAuthRoutes } from './modules/vendor/vendor.routes';
import { vendorAttributeRoutes } from './modules/attributes/attributes.routes';
import { publicImageUrls } from './modules/media/public-image-urls';
import { uploadRoutes } from './modules/media/upload.routes';
import { vendorSliderRoutes } from './modules/sliders/slider-admin.routes';
import { vendorCategoryRoutes } from './modules/vendor-catalog/categories.routes';
import { vendorProductRoutes } from './modules/vendor-catalog/products.routes';
import { vendorVariantRoutes } from './modules/vendor-catalog/variants.routes';
import { vendorProfileRoutes } from './modules/vendor/vendor-profile.routes';
import { shopSettingsRoutes } from './modules/vendor/shop-settings.routes';
import { customerCartRoutes } from './modules/cart/cart.routes';
import { customerAddressRoutes } from './modules/addresses/addresses.routes';
import { customerWishlistRoutes } from './modules/wishlist/wishlist.routes';
import {
  customerOrderRoutes,
  paymentWebhookRoutes,
  vendorOrderRoutes,
} from './modules/orders/orders.routes';
import { backOfficeRoutes } from './modules/back-office/back-office.routes';
import { publicDeliveryRoutes, vendorDeliveryRoutes } from './modules/delivery/delivery.routes';
import {
  publicSizeGuideRoutes,
  vendorSizeGuideRoutes,
} from './modules/size-guides/size-guides.routes';
import type { Services } from './services';

const p = API_SEGMENT;

/** The steps of a sale besides the cart's: checkout, payment and the order's confirmation. */
const SALE_STEPS = new Set(
  ['checkout', 'pay', 'testPayment', 'add'].map((step) => `/user/order/${p}/${step}`),
);

/**
 * A shopper's cart or a step of their sale (the path within /api): these go first in the work
 * gate's line, so a shopper buying does not wait behind the catalogue's readers.
 */
export function isSaleStep(req: Pick<Request, 'path'>): boolean {
  const path = req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
  return path.startsWith(`/user/cart/${p}/`) || SALE_STEPS.has(path);
}

/** Everything under /api. Public and customer routes first, then the vendor-only area. */
export function apiRoutes(
  db: Database,
  services: Services,
  options: { publicUrl?: string; gate?: WorkGate } = {},
): Router {
  const { guards } = services;
  const api = Router();
  // Verified over the raw body, so it is mounted before the JSON parser.
  api.use('/payments/razorpay/webhook', paymentWebhookRoutes(services.paymentWebhooks));
  api.use(express.json({ limit: '100kb' }));
  // Image urls absolute on PUBLIC_URL in every answer (and stored paths in every request).
  api.use(publicImageUrls(options.publicUrl));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use('/health', healthRoutes(db));
  // Constant JSON without the database: the framework's ceiling in benchmarks.
  api.get('/ping', (_req, res) => {
    res.json({ pong: true });
  });
  // Every request from here on does its work in its turn (http/work-gate.ts).
  if (options.gate) api.use(options.gate.middleware);
  // The API reference: GET /api/openapi.json and its page, GET /api/docs.
  api.use(apiDocsRoutes());

  // Public and customer routes (customer routes guard themselves per endpoint).
  api.use(`/vendor/${p}`, vendorAuthRoutes(services.vendors, guards, services.accountLimits));
  api.use(`/vendor/product/${p}`, publicCatalogRoutes(services.catalog, guards));
  api.use(`/vendor/product/${p}`, publicSizeGuideRoutes(services.sizeGuides));
  api.use(`/vendor/general/${p}`, publicSliderRoutes(services.sliders));
  api.use(`/vendor/general/${p}`, publicDeliveryRoutes(services.delivery));
  api.use(
    `/user/auth/${p}`,
    customerAuthRoutes(services.customers, services.otp, guards, services.accountLimits),
  );
  api.use(`/user/auth/${p}`, customerLogoutRoutes(services.customers, guards));
  api.use(`/user/auth/${p}`, reviewRoutes(services.reviews, guards));
  api.use(`/user/order/${p}`, customerNotificationRoutes(services.notifications, guards));
  api.use(`/user/cart/${p}`, customerCartRoutes(services.cart, guards));
  api.use(`/user/order/${p}`, customerOrderRoutes(services, guards));
  api.use(`/user/address/${p}`, customerAddressRoutes(services.addresses, guards));
  api.use(`/user/wishlist/${p}`, customerWishlistRoutes(services.wishlist, guards));
  api.use('/user', searchRoutes(services.search, guards));
  api.use('/user', facetRoutes(services.catalog, services.search));

  // The vendor-only area: one guard for everything below.
  const vendor = Router();
  // Any successful vendor write may change what shoppers see: every instance drops its cached
  // public reads, before the answer leaves, so the next read anywhere is fresh.
  vendor.use((req, res, next) => {
    if (req.method !== 'GET') {
      const json = res.json.bind(res);
      res.json = ((body?: unknown) => {
        if (res.statusCode >= 400) return json(body);
        void services.announceCatalogueChange().finally(() => json(body));
        return res;
      }) as typeof res.json;
    }
    next();
  });
  vendor.use(`/order/${p}`, vendorNotificationRoutes(services.notifications));
  vendor.use(`/order/${p}`, vendorOrderRoutes(services.orders, services.invoices));
  vendor.use(
    `/${p}`,
    vendorProfileRoutes(services.vendorProfile, services.accountLimits),
    shopSettingsRoutes(services.shopSettings),
    vendorLogoutRoutes(services.vendors),
    uploadRoutes(services.media),
  );
  vendor.use(
    `/product/${p}`,
    vendorCategoryRoutes(services.vendorCategories),
    vendorProductRoutes(services.vendorProducts),
    vendorVariantRoutes(services.vendorProducts, services.vendorVariants),
    vendorAttributeRoutes(services.attributes),
    vendorSizeGuideRoutes(services.sizeGuides),
  );
  vendor.use(
    `/general/${p}`,
    vendorSliderRoutes(services.sliderAdmin),
    vendorDeliveryRoutes(services.delivery),
  );
  vendor.use(`/office/${p}`, backOfficeRoutes(services.backOffice));
  api.use('/vendor', guards.requireVendor, vendor);

  api.use(apiNotFound);
  return api;
}
