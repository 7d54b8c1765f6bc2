import { z } from 'zod';
import { idSchema, indianMobile, MAX_INT, pageSchema, wholeNumber } from './common';
import { isIndianStateCode } from './indian-states';

export const ORDER_PAGE_SIZE = 10;
export const ORDER_TIME_ZONE = 'Asia/Kolkata';

/** 1 Ordered (the vendor's "Pending"), 2 Processing, 3 Shipping, 4 Delivered, 5 Canceled. */
export type OrderStatus = 1 | 2 | 3 | 4 | 5;
/** 1 cash on delivery, 2 online. */
export type PaymentType = 1 | 2;

/** The customer's message when the vendor moves an order to a status (vendor spec §4). */
export const ORDER_STATUS_MESSAGES: Record<OrderStatus, string> = {
  1: 'Your order is Still Pending',
  2: 'Your order is in Processing',
  3: 'Your order is shipped',
  4: 'Your order is delivered',
  5: 'Your order is Canceled',
};

const userId = z.string().optional();
const page = pageSchema;
const orderCode = z.string().trim().min(1, 'orderId is required').max(64, 'orderId is invalid');
const orderStatus = wholeNumber(1, 5, 'orderStatus must be 1, 2, 3, 4 or 5').transform(
  (value) => value as OrderStatus,
);

const ALL_FIELDS = 'All Fields are required';
const addressField = z
  .string({ error: ALL_FIELDS })
  .trim()
  .min(1, ALL_FIELDS)
  .max(200, 'Address fields are limited to 200 characters');

const addressLines = {
  address: addressField,
  city: addressField,
  district: addressField,
  nearby: addressField,
  pincode: z
    .string({ error: ALL_FIELDS })
    .trim()
    .min(1, ALL_FIELDS)
    .regex(/^\d{6}$/, 'Pincode must be 6 digits'),
};
const recipientName = z
  .string({ error: ALL_FIELDS })
  .trim()
  .min(1, ALL_FIELDS)
  .max(100, 'Name is limited to 100 characters');
const recipientPhone = z.string({ error: ALL_FIELDS }).pipe(indianMobile);
/** A GST state code of INDIAN_STATES ('27' Maharashtra): it decides the invoice's tax split. */
const stateCode = z
  .string({ error: ALL_FIELDS })
  .trim()
  .refine((code): boolean => isIndianStateCode(code), 'Choose a state from the list');

/**
 * The delivery address of an order (storefront §5: address, city, district, nearby and pincode
 * are required). Name, phone and state came later: a client of the original API does not send
 * them, so the order API accepts an address without them; our form and saved addresses
 * require them.
 */
export const orderAddress = z.object(
  {
    ...addressLines,
    name: recipientName.optional(),
    phone: recipientPhone.optional(),
    state: stateCode.optional(),
  },
  { error: ALL_FIELDS },
);
export type OrderAddress = z.infer<typeof orderAddress>;

/** A saved address: every field required. */
export const savedAddressFields = z.object(
  { ...addressLines, name: recipientName, phone: recipientPhone, state: stateCode },
  { error: ALL_FIELDS },
);
export type SavedAddressFields = z.infer<typeof savedAddressFields>;

/** POST /api/user/order/156/checkout: the server cart becomes an order awaiting payment. */
export const checkoutBody = z.object({ userId });
export type CheckoutBody = z.input<typeof checkoutBody>;
export interface CheckoutResponse {
  orderId: string;
  /** Rupees, from the server's prices. */
  amount: number;
}

export const payBody = z.object({
  userId,
  orderId: orderCode,
  address: orderAddress,
  /** The saved address this one was picked from: it becomes the one preselected next time. */
  addressId: idSchema.optional(),
  paymentType: wholeNumber(
    1,
    2,
    'paymentType must be 1 (cash on delivery) or 2 (online)',
  ).transform((value) => value as PaymentType),
});
export type PayBody = z.input<typeof payBody>;

/** What the browser needs to open the provider's checkout (Razorpay, or the built-in test one). */
export interface PaymentSession {
  provider: 'razorpay' | 'test';
  /** Razorpay's public key id (absent for the test provider). */
  keyId?: string;
  providerOrderId: string;
  /** The order amount × 100. */
  amountPaise: number;
  currency: 'INR';
  orderId: string;
  /** Prefill: the customer's name and +91 phone. */
  name: string;
  contact: string;
}
export type PayResponse = OrdersResponse | { payment: PaymentSession };

/** Only while the test provider is active: what the test checkout's Pay / Fail buttons call. */
export const testPaymentBody = z.object({
  userId,
  orderId: orderCode,
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }),
});
export type TestPaymentBody = z.input<typeof testPaymentBody>;

/** The provider's answer after a successful payment (Razorpay Checkout's handler arguments). */
export interface PaymentProof {
  paymentId: string;
  providerOrderId: string;
  signature: string;
}
export type TestPaymentResponse = PaymentProof;

const proofField = z.string().trim().min(1, 'Payment details are required').max(200);
export const confirmOrderBody = z.object({
  userId,
  order: z.object({
    orderId: orderCode,
    payment: z.object({
      paymentId: proofField,
      providerOrderId: proofField,
      signature: proofField,
    }),
  }),
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;

export const ordersPageBody = z.object({ userId, count: page });
export type OrdersPageBody = z.input<typeof ordersPageBody>;

/** A bought line, as it was at checkout (prices in rupees). */
export interface OrderItem {
  /** The product id (null when the product was deleted since). */
  id: number | null;
  name: string;
  coverImg: string;
  itemQty: number;
  productType: 0 | 1;
  price?: { price: number; mrp: number | null };
  varient?: {
    _id: number | null;
    varienteAttributes: { attr_id: number; attribute: string; value: string }[];
    /** `itemQty` is the quantity bought; `images` the picture kept at checkout (may be empty). */
    general: { price: number; mrp: number | null; itemQty: number; images: string[] };
  };
  /** Unit price and unit price × quantity, for the bill. */
  unitPrice: number;
  lineTotal: number;
}

export interface Order {
  orderId: string;
  items: OrderItem[];
  orderStatus: OrderStatus;
  /** Rupees: what was charged (Σ line totals). */
  orderAmount: number;
  orderPayment: { paymentType: PaymentType | null; paymentDetail: { TransitionId: string } };
  /** Ordered, processing, shipping, delivered, canceled: Asia/Kolkata times, '' when unset. */
  orderTime: [string, string, string, string, string];
  /** The address on one line. */
  orderAddress: string;
  /** The address as typed (the bill prints it). */
  address: OrderAddress | null;
  /** Only in the vendor's list: who to deliver to. */
  customer?: { name: string; phone: string };
  /** An online payment given back: asked of the provider ('initiated') or done ('refunded'). */
  refund?: RefundState;
}

export type RefundState = 'initiated' | 'refunded';

export interface OrdersResponse {
  orders: Order[];
}

/** POST /api/user/order/156/getOne: one of the shopper's placed orders (the bill by link). */
export const oneOrderBody = z.object({ userId, orderId: orderCode });
export type OneOrderBody = z.input<typeof oneOrderBody>;
export interface OneOrderResponse {
  order: Order;
}

/** POST /api/user/order/156/cancel: the shopper cancels their order until it is shipped. */
export const cancelOrderBody = oneOrderBody;
export type CancelOrderBody = z.input<typeof cancelOrderBody>;
export type CancelOrderResponse = OneOrderResponse;

/** A checkout awaiting payment, its stock held until `expiresAt`. */
export interface PendingCheckout {
  orderId: string;
  /** Rupees. */
  amount: number;
  items: OrderItem[];
  /** ISO time the hold ends (and the checkout with it). */
  expiresAt: string;
  /** The address given when payment was first tried, if any. */
  address: OrderAddress | null;
}

/** POST /api/user/order/156/pending: the shopper's checkouts still awaiting payment. */
export const pendingCheckoutsBody = z.object({ userId });
export type PendingCheckoutsBody = z.input<typeof pendingCheckoutsBody>;
export interface PendingCheckoutsResponse {
  checkouts: PendingCheckout[];
}

/** POST /api/user/order/156/pending/get: one checkout to resume paying for. */
export const pendingCheckoutBody = oneOrderBody;
export type PendingCheckoutBody = z.input<typeof pendingCheckoutBody>;
export interface PendingCheckoutResponse {
  checkout: PendingCheckout;
}

/** POST /api/vendor/order/156/get */
export const vendorOrdersBody = z.object({ count: page });
export type VendorOrdersBody = z.input<typeof vendorOrdersBody>;
/** Pairs of [customer id, order], newest first. */
export interface VendorOrdersResponse {
  orders: [string, Order][];
}

const customerId = z.uuid('userId is invalid');
const statusChange = z.object({ orderId: orderCode, orderStatus });
export type OrderStatusChange = z.infer<typeof statusChange>;
/** An order, or the [userId, order] pair vendor order/get answered (the original client's). */
const orderOrPair = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 2 ? value[1] : value),
  statusChange,
);

/**
 * POST /api/vendor/order/156/changeStatus/user: only orders[orderIndex].orderId and its
 * orderStatus are read; `notify` (the original client's message) is ignored.
 */
export const changeStatusUserBody = z
  .object({
    userId: customerId,
    orders: z.array(z.unknown()).min(1, 'orders is required').max(1000),
    notify: z.unknown().optional(),
    orderIndex: wholeNumber(0, MAX_INT),
  })
  .refine((body) => body.orderIndex < body.orders.length, 'orderIndex is out of range')
  .transform((body, ctx) => {
    const change = orderOrPair.safeParse(body.orders[body.orderIndex]);
    if (!change.success) {
      ctx.addIssue({ code: 'custom', message: change.error.issues[0]?.message ?? 'Invalid order' });
      return z.NEVER;
    }
    return { userId: body.userId, change: change.data };
  });
export type ChangeStatusUserBody = z.input<typeof changeStatusUserBody>;

/**
 * POST /api/vendor/order/156/changeStatus: every given order whose status differs is changed.
 * `orders` holds {orderId, orderStatus} objects or the [userId, order] pairs of vendor order/get.
 */
export const changeStatusBody = z.object({
  userId: customerId,
  orders: z.array(orderOrPair).min(1, 'orders is required').max(200),
});
export type ChangeStatusBody = z.input<typeof changeStatusBody>;

export interface ChangeStatusResponse {
  /** The customer's orders after the change (the spec's spelling). */
  usserOrders: Order[];
}
