import express, { Router } from 'express';
import {
  cancelOrderBody,
  changeStatusBody,
  changeStatusUserBody,
  checkoutBody,
  oneOrderBody,
  pendingCheckoutBody,
  pendingCheckoutsBody,
  type CancelOrderResponse,
  type OneOrderResponse,
  type PendingCheckoutResponse,
  type PendingCheckoutsResponse,
  confirmOrderBody,
  ordersPageBody,
  payBody,
  testPaymentBody,
  vendorOrdersBody,
  type ChangeStatusResponse,
  type CheckoutResponse,
  type OrdersResponse,
  type PayResponse,
  type TestPaymentResponse,
  type VendorOrdersResponse,
} from '../../contracts/orders';
import {
  customerInvoiceBody,
  vendorInvoiceBody,
  type TaxInvoiceResponse,
} from '../../contracts/invoices';
import { actingCustomer, actingShopper, type AuthGuards } from '../../http/auth';
import { parse } from '../../http/validate';
import type { CheckoutService } from './checkout.service';
import { invoiceFileName, type InvoicesService } from './invoices.service';
import type { OrdersService } from './orders.service';
import type { PaymentWebhookService } from './payment-webhook.service';
import type { PaymentsService } from './payments.service';

/** Checkout, payment and the order list under /api/user/order/156 (the token's customer only). */
export function customerOrderRoutes(
  services: {
    checkout: CheckoutService;
    payments: PaymentsService;
    orders: OrdersService;
    invoices: InvoicesService;
  },
  guards: AuthGuards,
): Router {
  const { checkout, payments, orders, invoices } = services;
  const router = Router();

  // The shopper's lock, the checkout's first statement, checks the token's account.
  router.post('/checkout', guards.requireCustomerAtLock, async (req, res) => {
    const { userId } = parse(checkoutBody, req.body);
    res.json((await checkout.checkout(actingShopper(req, userId))) satisfies CheckoutResponse);
  });

  router.post('/pay', guards.requireCustomer, async (req, res) => {
    const { userId, ...input } = parse(payBody, req.body);
    res.json((await payments.pay(actingCustomer(req, userId), input)) satisfies PayResponse);
  });

  router.post('/testPayment', guards.requireCustomer, async (req, res) => {
    const { userId, orderId, outcome } = parse(testPaymentBody, req.body);
    res.json(
      (await payments.testPayment(
        actingCustomer(req, userId),
        orderId,
        outcome,
      )) satisfies TestPaymentResponse,
    );
  });

  router.post('/add', guards.requireCustomer, async (req, res) => {
    const { userId, order } = parse(confirmOrderBody, req.body);
    const placed = await payments.confirmOrder(
      actingCustomer(req, userId),
      order.orderId,
      order.payment,
    );
    res.json({ orders: placed } satisfies OrdersResponse);
  });

  router.post('/get', guards.requireCustomer, async (req, res) => {
    const { userId, count } = parse(ordersPageBody, req.body);
    res.json({
      orders: await orders.listForCustomer(actingCustomer(req, userId), count),
    } satisfies OrdersResponse);
  });

  router.post('/invoice', guards.requireCustomer, async (req, res) => {
    const { userId, orderId } = parse(customerInvoiceBody, req.body);
    res.json({
      invoice: await invoices.forCustomer(actingCustomer(req, userId), orderId),
    } satisfies TaxInvoiceResponse);
  });

  router.post('/invoice/pdf', guards.requireCustomer, async (req, res) => {
    const { userId, orderId } = parse(customerInvoiceBody, req.body);
    await sendPdf(res, invoices, await invoices.forCustomer(actingCustomer(req, userId), orderId));
  });

  router.post('/getOne', guards.requireCustomer, async (req, res) => {
    const { userId, orderId } = parse(oneOrderBody, req.body);
    res.json({
      order: await orders.getForCustomer(actingCustomer(req, userId), orderId),
    } satisfies OneOrderResponse);
  });

  router.post('/cancel', guards.requireCustomer, async (req, res) => {
    const { userId, orderId } = parse(cancelOrderBody, req.body);
    res.json({
      order: await orders.cancelByCustomer(actingCustomer(req, userId), orderId),
    } satisfies CancelOrderResponse);
  });

  router.post('/pending', guards.requireCustomer, async (req, res) => {
    const { userId } = parse(pendingCheckoutsBody, req.body);
    res.json({
      checkouts: await orders.pendingCheckouts(actingCustomer(req, userId)),
    } satisfies PendingCheckoutsResponse);
  });

  router.post('/pending/get', guards.requireCustomer, async (req, res) => {
    const { userId, orderId } = parse(pendingCheckoutBody, req.body);
    res.json({
      checkout: await orders.pendingCheckout(actingCustomer(req, userId), orderId),
    } satisfies PendingCheckoutResponse);
  });

  return router;
}

async function sendPdf(
  res: express.Response,
  invoices: InvoicesService,
  invoice: Awaited<ReturnType<InvoicesService['forVendor']>>,
) {
  const pdf = await invoices.pdf(invoice);
  res
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
    .send(pdf);
}

/** The shop owner's orders under /api/vendor/order/156 (mounted behind the vendor guard). */
export function vendorOrderRoutes(orders: OrdersService, invoices: InvoicesService): Router {
  const router = Router();

  router.post('/invoice', async (req, res) => {
    const { orderId } = parse(vendorInvoiceBody, req.body);
    res.json({ invoice: await invoices.forVendor(orderId) } satisfies TaxInvoiceResponse);
  });

  router.post('/invoice/pdf', async (req, res) => {
    const { orderId } = parse(vendorInvoiceBody, req.body);
    await sendPdf(res, invoices, await invoices.forVendor(orderId));
  });

  router.post('/get', async (req, res) => {
    const { count } = parse(vendorOrdersBody, req.body);
    res.json({ orders: await orders.listForVendor(count) } satisfies VendorOrdersResponse);
  });

  router.post('/changeStatus/user', async (req, res) => {
    const { userId, change } = parse(changeStatusUserBody, req.body);
    res.json({
      usserOrders: await orders.changeStatus(userId, [change]),
    } satisfies ChangeStatusResponse);
  });

  router.post('/changeStatus', async (req, res) => {
    const { userId, orders: changes } = parse(changeStatusBody, req.body);
    res.json({
      usserOrders: await orders.changeStatus(userId, changes),
    } satisfies ChangeStatusResponse);
  });

  return router;
}

/** POST /api/payments/razorpay/webhook: needs the raw body, so it is mounted before express.json. */
export function paymentWebhookRoutes(webhooks: PaymentWebhookService): Router {
  const router = Router();
  router.post('/', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const status = await webhooks.handle(body, req.get('x-razorpay-signature'));
    res.json({ status });
  });
  return router;
}
