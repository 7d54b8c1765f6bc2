import { createInvoicesService } from './modules/orders/invoices.service';
import type { AppConfig } from './config/app-config';
import type { Database } from './db/client';
import { createAuthGuards } from './http/auth';
import type { Logger } from './lib/logger';
import type { SharedState } from './lib/shared-state';
import { createAccountLimits } from './modules/auth/account-limits';
import { createAuthService } from './modules/auth/auth.service';
import { createOtpService } from './modules/auth/otp.service';
import { createTokenService } from './modules/auth/tokens';
import { createReadCache } from './lib/read-cache';
import { createCatalogService } from './modules/catalog/catalog.service';
import { DEFAULT_SHOP_TAGLINE } from './config/env';
import {
  createSeoService,
  SITEMAP_CACHE_BYTES,
  sitemapEntryBytes,
} from './modules/seo/seo.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSearchDictionary } from './modules/search/search-dictionary';
import { createSearchService } from './modules/search/search.service';
import { createSlidersService } from './modules/sliders/sliders.service';
import { createVendorService } from './modules/vendor/vendor.service';
import { createAttributesService } from './modules/attributes/attributes.service';
import { createMediaService } from './modules/media/media.service';
import { createSliderAdminService } from './modules/sliders/slider-admin.service';
import { createDeliveryService } from './modules/delivery/delivery.service';
import { createSizeGuidesService } from './modules/size-guides/size-guides.service';
import { createVendorCategoriesService } from './modules/vendor-catalog/categories.service';
import { createVendorProductsService } from './modules/vendor-catalog/products.service';
import { createBackOfficeService } from './modules/back-office/back-office.service';
import { createVendorVariantsService } from './modules/vendor-catalog/variants.service';
import { createVendorProfileService } from './modules/vendor/vendor-profile.service';
import { createImageStore, type ImageStore } from './providers/images/image-store';
import { createOtpProvider, type OtpProvider } from './providers/otp/otp-provider';
import { createCommerceServices } from './modules/orders/commerce';
import { createShopSettingsService } from './modules/vendor/shop-settings.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { awayFromGate, type WorkGate } from './http/work-gate';
import { createPaymentProvider, type PaymentProvider } from './providers/payments/payment-provider';

/** Outside services; tests pass fakes, production builds them from configuration. */
export interface Providers {
  otp?: OtpProvider;
  images?: ImageStore;
  payments?: PaymentProvider;
}

/** Every feature's service, wired once. */
export function createServices(
  db: Database,
  config: AppConfig,
  logger: Logger,
  providers: Providers,
  shared: SharedState,
  gate?: Pick<WorkGate, 'away'>,
) {
  // Calls to outside services do not count as the shop's own work (http/work-gate.ts).
  const outside = <T extends object>(provider: T): T =>
    gate ? awayFromGate(gate, provider) : provider;
  const tokens = createTokenService(config.jwtSecret);
  const otpProvider = outside(
    providers.otp ?? createOtpProvider({ twilio: config.twilio, secret: config.jwtSecret }, logger),
  );
  const otp = createOtpService(
    db,
    otpProvider,
    config.jwtSecret,
    config.limits.otp,
    shared.limiters,
  );
  const vendors = createVendorService(db, tokens);
  const customers = createAuthService(db, tokens, otp);
  const guards = createAuthGuards(tokens, (claims) =>
    claims.role === 'vendor' ? vendors.isCurrent(claims) : customers.isCurrent(claims),
  );
  // Public catalogue reads are cached for a few seconds; vendor writes clear it (api-routes.ts).
  const readCache = createReadCache({
    ttlMs: (config.readCacheSeconds ?? 10) * 1000,
    maxBytes: (config.readCacheMb ?? 4) * 1024 * 1024,
  });
  // Every instance drops its cached reads when any of them announces a change.
  shared.onCatalogueChange(() => readCache.invalidate());
  // The sitemap in a cache of its own, cleared the same way (seo.service.ts).
  const sitemaps = createReadCache({
    ttlMs: (config.readCacheSeconds ?? 10) * 1000,
    maxBytes: SITEMAP_CACHE_BYTES,
    sizeOf: sitemapEntryBytes,
  });
  shared.onCatalogueChange(() => sitemaps.invalidate());
  // Search's dictionary of the catalogue's words is read afresh after any change too.
  const dictionary = createSearchDictionary(db);
  shared.onCatalogueChange(() => dictionary.invalidate());
  const catalog = createCatalogService(db, readCache);
  const sliders = createSlidersService(db, readCache);
  const images = outside(
    providers.images ??
      createImageStore({ uploadsDir: config.uploadsDir, cloudinary: config.cloudinary }, logger),
  );
  const media = createMediaService(db, images, logger);
  const vendorProducts = createVendorProductsService(db, media);
  const delivery = createDeliveryService(db, vendors, readCache);
  return {
    tokens,
    guards,
    otp,
    vendors,
    customers,
    catalog,
    search: createSearchService(db, readCache, { dictionary }),
    seo: createSeoService(
      db,
      catalog,
      readCache,
      { name: config.shopName, tagline: config.shopTagline ?? DEFAULT_SHOP_TAGLINE },
      sitemaps,
    ),
    readCache,
    /** Clears the cached public reads of every instance (after a vendor write). */
    announceCatalogueChange: () => shared.announceCatalogueChange(),
    accountLimits: createAccountLimits(shared.limiters, config.limits.login),
    sliders,
    reviews: createReviewsService(db, catalog, () => shared.announceCatalogueChange()),
    notifications: createNotificationsService(db),
    wishlist: createWishlistService(db),
    // The vendor admin's writes (mounted behind the vendor guard in api-routes.ts).
    media,
    vendorProfile: createVendorProfileService(db, tokens),
    shopSettings: createShopSettingsService(db),
    vendorCategories: createVendorCategoriesService(db, media),
    vendorProducts,
    backOffice: createBackOfficeService(db, vendorProducts, createInvoicesService(db)),
    vendorVariants: createVendorVariantsService(db, media),
    attributes: createAttributesService(db, catalog),
    sliderAdmin: createSliderAdminService(db, sliders, media),
    delivery,
    sizeGuides: createSizeGuidesService(db, readCache),
    // Cart, checkout, payments and orders (customer and vendor routes, the payment webhook).
    ...createCommerceServices(db, config, logger, {
      provider: outside(
        providers.payments ??
          createPaymentProvider({ razorpay: config.razorpay, secret: config.jwtSecret }, logger),
      ),
      vendors,
      customers,
      delivery,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
