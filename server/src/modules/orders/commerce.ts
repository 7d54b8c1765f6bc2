import type { AppConfig } from '../../config/app-config';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import {
  createPaymentProvider,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import type { AuthService } from '../auth/auth.service';
import { createCartService } from '../cart/cart.service';
import { createNotificationsService } from '../notifications/notifications.service';
import type { VendorService } from '../vendor/vendor.service';
import { createCheckoutService } from './checkout.service';
import { createOrdersService } from './orders.service';
import { createPaymentWebhookService } from './payment-webhook.service';
import { createPaymentsService } from './payments.service';

/** Cart, checkout, payments and orders, wired together (services.ts spreads these in). */
export function createCommerceServices(
  db: Database,
  config: Pick<AppConfig, 'jwtSecret' | 'razorpay' | 'reservationMinutes' | 'orderLimits'>,
  logger: Logger,
  deps: { provider?: PaymentProvider; vendors: VendorService; customers: AuthService },
) {
  const provider =
    deps.provider ??
    createPaymentProvider({ razorpay: config.razorpay, secret: config.jwtSecret }, logger);
  const notifications = createNotificationsService(db);
  const cart = createCartService(db, { maxUnitsPerLine: config.orderLimits.unitsPerLine });
  const orders = createOrdersService(db, notifications);
  const payments = createPaymentsService(db, {
    ...deps,
    provider,
    cart,
    notifications,
    orders,
    logger,
    limits: config.orderLimits,
  });
  return {
    cart,
    checkout: createCheckoutService(db, cart, {
      reservationMinutes: config.reservationMinutes,
      limits: config.orderLimits,
    }),
    orders,
    payments,
    paymentWebhooks: createPaymentWebhookService(db, payments, provider, logger),
  };
}
