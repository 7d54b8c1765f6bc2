import type {
  OrderAddress,
  Order,
  PaymentProof,
  PaymentSession,
  PaymentType,
  TestPaymentResponse,
} from '../../contracts/orders';
import type { Database } from '../../db/client';
import { lockShopper } from '../../db/shopper-lock';
import { transact } from '../../db/transactions';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors';
import type { Logger } from '../../lib/logger';
import { isTestProvider, type PaymentProvider } from '../../providers/payments/payment-provider';
import { PaymentProviderError } from '../../providers/payments/payment-provider-error';
import type { AuthService } from '../auth/auth.service';
import type { DeliveryService } from '../delivery/delivery.service';
import type { VendorService } from '../vendor/vendor.service';
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from './order-limits';
import { placeOrder, type PlacementDeps } from './order-placement';
import { ORDER_NOT_FOUND, type OrdersService } from './orders.service';
import {
  confirmCaptured,
  settleRefund,
  type CapturedPayment,
  type Confirmation,
} from './payment-confirmation';
import * as orderRepo from './orders.repository';
import * as repo from './payments.repository';

export const PAYMENT_MESSAGES = {
  expired: 'This checkout has expired, please check out again',
  alreadyPlaced: 'This order is already placed',
  codOff: 'Cash on delivery is not available right now, please pay online',
  providerDown: 'The payment service is not responding, please try again in a moment',
  badSignature: 'Payment verification failed',
  otherOrder: 'This payment does not belong to this order',
  amountMismatch: 'The payment amount does not match the order',
  paidByAnother: 'This order is already paid',
  soldOut:
    'Sorry, the items sold out before your payment arrived: the order is canceled and your payment will be refunded',
  priceChanged:
    'Sorry, your checkout expired and the price has changed since: the order is canceled and your payment will be refunded',
  placedBefore: 'This order was already placed: this payment will be refunded',
  noPayment: 'Start the payment first',
  testFailure: 'Payment failed (test checkout), you can try again',
  testOnly: 'The test checkout is not active',
  minimum: 'Online payments need at least ₹1',
} as const;

export interface PaymentsDeps extends PlacementDeps {
  provider: PaymentProvider;
  orders: OrdersService;
  vendors: VendorService;
  customers: AuthService;
  /** The owner's pincode list: where the shop delivers and offers cash on delivery. */
  delivery: Pick<DeliveryService, 'assertDeliverable'>;
  logger: Logger;
  limits: Pick<OrderLimits, 'openCodOrders'>;
  now?: () => Date;
}

/** Paying for a checked-out order: cash on delivery, or online through the payment provider. */
export function createPaymentsService(db: Database, deps: PaymentsDeps) {
  const { provider } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Under the shopper's lock: the customer's order, which must still await payment with its
   * reservation running, gets the delivery address.
   */
  function addressOrder(customerId: string, orderCode: string, address: OrderAddress) {
    return transact(db, async (tx) => {
      await lockShopper(tx, customerId);
      const found = await orderRepo.findCustomerOrder(tx, customerId, orderCode);
      if (!found) throw new NotFound(ORDER_NOT_FOUND);
      const order = (await orderRepo.lockOrder(tx, found.id))!;
      assertPayable(order, now());
      await orderRepo.updateOrder(tx, order.id, { address });
      return order;
    });
  }

  /** Places the order for cash on delivery, unless the shopper has too many COD orders open. */
  async function placeCashOnDelivery(customerId: string, orderId: number): Promise<Order[]> {
    await transact(db, async (tx) => {
      await lockShopper(tx, customerId);
      const order = (await orderRepo.lockOrder(tx, orderId))!;
      const at = now();
      assertPayable(order, at);
      const max = deps.limits.openCodOrders;
      if ((await orderRepo.countOpenCodOrders(tx, customerId)) >= max)
        throw new Conflict(ORDER_LIMIT_MESSAGES.openCod(max));
      await placeOrder(tx, deps, order, { paymentType: 1 }, at);
    });
    return deps.orders.listForCustomer(customerId, 1);
  }

  async function openOnlinePayment(
    customerId: string,
    order: orderRepo.OrderRow,
  ): Promise<PaymentSession> {
    if (order.amountPaise < 100) throw new Invalid(PAYMENT_MESSAGES.minimum);
    const open = await repo.findOpenPayment(db, order.id, provider.name);
    // Paying again (after a failure or a dismissed dialog) reuses the provider order.
    let providerOrderId =
      open?.amountPaise === order.amountPaise ? open.providerOrderId : undefined;
    if (!providerOrderId) {
      const created = await callProvider(
        () => provider.createOrder({ amountPaise: order.amountPaise, receipt: order.orderCode }),
        deps.logger,
      );
      providerOrderId = created.providerOrderId;
      await repo.insertPayment(db, {
        orderId: order.id,
        provider: provider.name,
        providerOrderId,
        amountPaise: order.amountPaise,
      });
    }
    const customer = await deps.customers.getCustomer(customerId);
    return {
      provider: provider.name,
      ...(provider.keyId ? { keyId: provider.keyId } : {}),
      providerOrderId,
      amountPaise: order.amountPaise,
      currency: 'INR',
      orderId: order.orderCode,
      name: customer.name,
      contact: `+91${customer.phone}`,
    };
  }

  /** Runs the confirmation in its own transaction, then settles any refund it decided. */
  async function confirm(
    captured: CapturedPayment,
    first?: (tx: Database) => Promise<boolean>,
  ): Promise<Confirmation | undefined> {
    // confirmCaptured takes the shopper's lock before the payment and order rows, as checkout
    // does, so the two never wait on each other in a cycle; a lost race still runs again.
    const outcome = await transact(db, async (tx) => {
      if (first && !(await first(tx))) return undefined;
      return confirmCaptured(tx, { ...deps, provider }, captured, now());
    });
    if (outcome?.kind === 'refund' && outcome.refund)
      await settleRefund(db, provider, outcome.refund, deps.logger);
    return outcome;
  }

  return {
    /**
     * Stores the address on the order, then places it at once (cash on delivery, while the
     * owner offers it) or opens an online payment for its amount with the provider.
     */
    async pay(
      customerId: string,
      input: { orderId: string; address: OrderAddress; paymentType: PaymentType },
    ) {
      // Checked before anything is stored: a refused pincode leaves the order as it was.
      await deps.delivery.assertDeliverable(input.address.pincode, input.paymentType === 1);
      const order = await addressOrder(customerId, input.orderId, input.address);
      if (input.paymentType === 1) {
        if (!(await deps.vendors.isCodEnabled())) throw new Conflict(PAYMENT_MESSAGES.codOff);
        return { orders: await placeCashOnDelivery(customerId, order.id) };
      }
      return { payment: await openOnlinePayment(customerId, order) };
    },

    /** The built-in checkout's Pay / Fail buttons (only while the test provider is active). */
    async testPayment(
      customerId: string,
      orderCode: string,
      outcome: 'success' | 'failure',
    ): Promise<TestPaymentResponse> {
      if (!isTestProvider(provider)) throw new NotFound(PAYMENT_MESSAGES.testOnly);
      const order = await orderRepo.findCustomerOrder(db, customerId, orderCode);
      if (!order) throw new NotFound(ORDER_NOT_FOUND);
      if (order.status !== 0) throw new Conflict(PAYMENT_MESSAGES.alreadyPlaced);
      const payment = await repo.findOpenPayment(db, order.id, provider.name);
      if (!payment) throw new Conflict(PAYMENT_MESSAGES.noPayment);
      if (outcome === 'failure') {
        await repo.updatePayment(db, payment.id, {
          status: 'failed',
          failureReason: 'declined on the test checkout',
        });
        throw new HttpError(402, PAYMENT_MESSAGES.testFailure);
      }
      return {
        ...provider.completePayment(payment.providerOrderId),
        providerOrderId: payment.providerOrderId,
      };
    },

    /** The browser's proof of payment: verified, then the order placed (once). */
    async confirmOrder(
      customerId: string,
      orderCode: string,
      proof: PaymentProof,
    ): Promise<Order[]> {
      if (!provider.verifyPayment(proof)) throw new Invalid(PAYMENT_MESSAGES.badSignature);
      const order = await orderRepo.findCustomerOrder(db, customerId, orderCode);
      if (!order) throw new NotFound(ORDER_NOT_FOUND);
      const outcome = await confirm({
        providerOrderId: proof.providerOrderId,
        paymentId: proof.paymentId,
        orderId: order.id,
      });
      throwUnlessPlaced(outcome!);
      return deps.orders.listForCustomer(customerId, 1);
    },

    /**
     * Confirms a captured payment (the webhook's path). `first` runs first in the same
     * transaction; when it answers false nothing is done (a repeated webhook delivery).
     */
    confirm,
  };
}

function assertPayable(order: orderRepo.OrderRow, at: Date): void {
  if (order.status !== 0) throw new Conflict(PAYMENT_MESSAGES.alreadyPlaced);
  if (order.stockReleasedAt !== null || !order.reservedUntil || order.reservedUntil <= at) {
    throw new Conflict(PAYMENT_MESSAGES.expired);
  }
}

const REFUND_MESSAGES = {
  'sold-out': PAYMENT_MESSAGES.soldOut,
  'price-changed': PAYMENT_MESSAGES.priceChanged,
  'already-placed': PAYMENT_MESSAGES.placedBefore,
} as const;

function throwUnlessPlaced(outcome: Confirmation): void {
  switch (outcome.kind) {
    case 'placed':
    case 'already':
      return;
    case 'refund':
      throw new Conflict(REFUND_MESSAGES[outcome.reason]);
    case 'paid-by-another':
      throw new Conflict(PAYMENT_MESSAGES.paidByAnother);
    case 'amount-mismatch':
      throw new Invalid(PAYMENT_MESSAGES.amountMismatch);
    default:
      throw new Invalid(PAYMENT_MESSAGES.otherOrder);
  }
}

async function callProvider<T>(call: () => Promise<T>, logger: Logger): Promise<T> {
  try {
    return await call();
  } catch (err) {
    // Whatever went wrong out there (timeout, refusal, bad answer), nothing was saved here.
    logger.warn(
      { err, timeout: err instanceof PaymentProviderError },
      'payment provider call failed',
    );
    throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
