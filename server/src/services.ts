import type { AppConfig } from './app';
import type { Database } from './db/client';
import { createAuthGuards } from './http/auth';
import type { Logger } from './lib/logger';
import { createAuthService } from './modules/auth/auth.service';
import { createOtpService } from './modules/auth/otp.service';
import { createTokenService } from './modules/auth/tokens';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSearchService } from './modules/search/search.service';
import { createSlidersService } from './modules/sliders/sliders.service';
import { createVendorService } from './modules/vendor/vendor.service';
import { createOtpProvider, type OtpProvider } from './providers/otp/otp-provider';

/** Outside services; tests pass fakes, production builds them from configuration. */
export interface Providers {
  otp?: OtpProvider;
}

/** Every feature's service, wired once. */
export function createServices(db: Database, config: AppConfig, logger: Logger, providers: Providers = {}) {
  const tokens = createTokenService(config.jwtSecret);
  const otpProvider = providers.otp ?? createOtpProvider({ twilio: config.twilio, secret: config.jwtSecret }, logger);
  const otp = createOtpService(db, otpProvider, config.jwtSecret, config.limits.otp);
  const vendors = createVendorService(db, tokens);
  const customers = createAuthService(db, tokens, otp);
  const guards = createAuthGuards(tokens, (claims) =>
    claims.role === 'vendor' ? vendors.isCurrent(claims) : customers.isCurrent(claims),
  );
  return {
    tokens,
    guards,
    otp,
    vendors,
    customers,
    catalog: createCatalogService(db),
    search: createSearchService(db),
    sliders: createSlidersService(db),
    reviews: createReviewsService(db),
    notifications: createNotificationsService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
