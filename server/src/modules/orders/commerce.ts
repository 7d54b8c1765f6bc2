import type { AppConfig } from '../../config/app-config';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { createAddressesService } from '../addresses/addresses.service';
import type { AuthService } from '../auth/auth.service';
import { createCartService } from '../cart/cart.service';
import { createNotificationsService } from '../notifications/notifications.service';
import type { DeliveryService } from '../delivery/delivery.service';
import type { VendorService } from '../vendor/vendor.service';
import { createCheckoutService } from './checkout.service';
import { createInvoicesService } from './invoices.service';
import { createOrdersService } from './orders.service';
import { createPaymentWebhookService } from './payment-webhook.service';
import { createPaymentsService } from './payments.service';

/** Cart, checkout, payments and orders, wired together (services.ts spreads these in). */
export function createCommerceServices(
  db: Database,
  config: Pick<AppConfig, 'jwtSecret' | 'razorpay' | 'reservationMinutes' | 'orderLimits'>,
  logger: Logger,
  deps: {
    /** Built by services.ts from the configuration (or a test's fake). */
    provider: PaymentProvider;
    vendors: VendorService;
    customers: AuthService;
    delivery: DeliveryService;
  },
) {
  const { provider } = deps;
  const notifications = createNotificationsService(db);
  const cart = createCartService(db, { maxUnitsPerLine: config.orderLimits.unitsPerLine });
  const orders = createOrdersService(db, { notifications, provider, logger });
  const addresses = createAddressesService(db);
  const payments = createPaymentsService(db, {
    ...deps,
    addresses,
    provider,
    cart,
    notifications,
    orders,
    logger,
    limits: config.orderLimits,
  });
  return {
    addresses,
    cart,
    checkout: createCheckoutService(db, cart, {
      reservationMinutes: config.reservationMinutes,
      limits: config.orderLimits,
    }),
    orders,
    invoices: createInvoicesService(db),
    payments,
    paymentWebhooks: createPaymentWebhookService(db, payments, provider, logger),
  };
}
