import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, variants } from './catalog';
import { createdAt, updatedAt } from './columns';
import { customers } from './people';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id'),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'cart_items_variant_fk',
      columns: [t.variantId, t.productId],
      foreignColumns: [variants.id, variants.productId],
    }).onDelete('cascade'),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    // The same product (and variant) appears once per cart; a null variant counts as a value.
    unique('cart_items_unique_line').on(t.customerId, t.productId, t.variantId).nullsNotDistinct(),
    index('cart_items_by_customer').on(t.customerId, t.createdAt, t.id),
  ],
);

/**
 * The shipping address as the shopper typed it on the payment page. Name, phone and state
 * (a GST state code) are absent on orders of clients that do not send them.
 */
export interface OrderAddress {
  address: string;
  city: string;
  district: string;
  nearby: string;
  pincode: string;
  name?: string;
  phone?: string;
  /** The buyer's GST state code ('27'); absent on older orders (then billed as intra-state). */
  state?: string;
}

/** The seller's details as printed on an order's tax invoice, kept as they were when issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
}

/** A shopper's saved delivery addresses (at most 5, the service enforces it), newest use first. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    nearby: text('nearby').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customer_addresses_pincode', sql`${t.pincode} ~ '^[0-9]{6}$'`),
    check('customer_addresses_phone', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    index('customer_addresses_by_customer').on(t.customerId, t.id),
  ],
);

/**
 * status: 0 awaiting payment (stock reserved until reserved_until, never shown as placed),
 * 1 Ordered, 2 Processing, 3 Shipping, 4 Delivered, 5 Canceled.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderCode: text('order_code').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(0),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** 1 cash on delivery, 2 online. */
    paymentType: smallint('payment_type'),
    transactionId: text('transaction_id'),
    address: jsonb('address').$type<OrderAddress>(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    shippingAt: timestamp('shipping_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The tax invoice number ('VS/2026-27/000123'), given when the order is placed. */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    invoiceSeller: jsonb('invoice_seller').$type<InvoiceSeller>(),
    /** The credit note number, given once when a placed order is canceled. */
    creditNoteNumber: text('credit_note_number'),
    creditNotedAt: timestamp('credit_noted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_order_code_unique').on(t.orderCode),
    unique('orders_invoice_number_unique').on(t.invoiceNumber),
    unique('orders_credit_note_number_unique').on(t.creditNoteNumber),
    check('orders_status_range', sql`${t.status} between 0 and 5`),
    check('orders_amount_non_negative', sql`${t.amountPaise} >= 0`),
    check('orders_payment_type', sql`${t.paymentType} in (1, 2)`),
    check('orders_placed_has_time', sql`${t.status} = 0 or ${t.orderedAt} is not null`),
    // A shopper's orders newest first, and every checkout of theirs since a time (the hourly
    // limit): all statuses, so a checkout never looks past the shopper's own rows.
    index('orders_by_customer').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    // The shopper's checkouts still holding stock (checkout gives them back, the cart counts them).
    index('orders_held_by_customer')
      .on(t.customerId)
      .where(sql`${t.status} = 0 and ${t.stockReleasedAt} is null`),
    index('orders_placed_newest')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} >= 1`),
    // The owner's back office: a status's orders newest first (and the unpaid checkouts), the
    // sales of a period, an order found by its number (the part of its id before the first '-').
    index('orders_by_status').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_sold_by_time')
      .on(t.orderedAt, t.amountPaise)
      .where(sql`${t.status} between 1 and 4`),
    index('orders_by_number').on(sql`split_part(${t.orderCode}, '-', 1)`),
    // A customer's last sale, looked up again when one that may be it is taken back (the
    // customer_sales trigger, migration 0032).
    index('orders_sold_by_customer')
      .on(t.customerId, t.orderedAt, t.amountPaise)
      .where(sql`${t.status} between 1 and 4`),
    index('orders_awaiting_payment')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 0 and ${t.stockReleasedAt} is null`),
    // Checkouts never paid whose hold has ended, by age: the dashboard counts the last 30 days'.
    index('orders_abandoned')
      .on(t.createdAt)
      .where(sql`${t.status} = 0 and ${t.stockReleasedAt} is not null`),
  ],
);

/**
 * The placed, not canceled orders (status 1-4) summed per day in Asia/Kolkata, kept by triggers on
 * orders (migration 0014): the dashboard reads a month as at most 31 rows.
 */
export const salesDays = pgTable('sales_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salesPaise: bigint('sales_paise', { mode: 'number' }).notNull().default(0),
  orders: integer('orders').notNull().default(0),
});

/**
 * Units and sales of each product per month (Asia/Kolkata) over the placed, not canceled orders,
 * kept by triggers on orders and order_items (migration 0014): the month's top products are the
 * first rows of an index. A deleted product's rows go with it.
 */
export const productSalesMonths = pgTable(
  'product_sales_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(0),
    salesPaise: bigint('sales_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.productId] }),
    index('product_sales_months_top').on(t.month, t.units.desc(), t.salesPaise.desc()),
    index('product_sales_months_product').on(t.productId),
  ],
);

/**
 * Each customer's sales (placed, not canceled orders: status 1-4): how many, their sum and the
 * last one's time, with the customer's joining time beside them. Kept by triggers on customers
 * and orders (migration 0032), a row for every customer: the owner's customers table is the
 * first rows of an index, where it walked the newest sales until it had met a page's customers
 * (every sale of the shop for its last pages).
 */
export const customerSales = pgTable(
  'customer_sales',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's created_at. */
    joined: timestamp('joined', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull().default(0),
    spentPaise: bigint('spent_paise', { mode: 'number' }).notNull().default(0),
    lastSoldAt: timestamp('last_sold_at', { withTimezone: true }),
  },
  (t) => [
    // The customers table's order: by last sale, then those without one, newest first.
    index('customer_sales_by_last').on(
      t.lastSoldAt.desc().nullsLast(),
      t.joined.desc(),
      t.customerId,
    ),
  ],
);

/** A snapshot of what was bought, so later catalogue edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productType: smallint('product_type').notNull(),
    name: text('name').notNull(),
    coverImage: text('cover_image').notNull().default(''),
    /** [{attr_id, attribute, value}] of the variant at the time of purchase. */
    variantAttributes: jsonb('variant_attributes')
      .$type<{ attr_id: number; attribute: string; value: string }[]>()
      .notNull()
      .default([]),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    mrpPaise: bigint('mrp_paise', { mode: 'number' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
    /** HSN code and GST rate (basis points) of the line, fixed when the invoice is issued. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_non_negative', sql`${t.unitPricePaise} >= 0`),
    check('order_items_type_flag', sql`${t.productType} in (0, 1)`),
    index('order_items_by_order').on(t.orderId, t.position),
    index('order_items_by_product').on(t.productId),
    index('order_items_by_cover_image').on(t.coverImage),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'captured', 'failed', 'refunded'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_provider_order_unique').on(t.provider, t.providerOrderId),
    unique('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_status', sql`${t.status} in ('created', 'captured', 'failed', 'refunded')`),
    index('payments_by_order').on(t.orderId),
  ],
);

/** Webhook deliveries already handled, so a repeated delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/**
 * Gap-free document numbers: one row per series (kind, prefix, financial year) holding the
 * last number given. Taken with a row lock inside the transaction that uses the number, so a
 * rolled-back order gives its number back and two orders never get the same one.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    prefix: text('prefix').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.prefix, t.financialYear] }),
    check('document_series_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('document_series_positive', sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * Products a shopper saved for later (the wishlist): each product once per shopper. A deleted
 * product or shopper takes its rows along; hidden products stay saved but are left out on read.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    // A product's deletion finds its rows by this (the cascade), not by a scan.
    index('wishlist_items_by_product').on(t.productId),
  ],
);
