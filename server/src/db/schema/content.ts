import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { categories, products } from './catalog';
import { createdAt, updatedAt } from './columns';
import { customers } from './people';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The rate in half stars: 0..10 stands for 0.0..5.0 in steps of 0.5. */
    rateHalves: smallint('rate_halves').notNull(),
    review: text('review').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_one_per_customer').on(t.productId, t.customerId),
    check('reviews_rate_range', sql`${t.rateHalves} between 0 and 10`),
    check('reviews_text_length', sql`length(${t.review}) <= 2000`),
    index('reviews_by_product').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('reviews_by_customer').on(t.customerId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    audience: text('audience', { enum: ['customer', 'vendor'] }).notNull(),
    /** Set for customer notifications, null for the vendor's. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    orderCode: text('order_code'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_audience', sql`${t.audience} in ('customer', 'vendor')`),
    check(
      'notifications_recipient',
      sql`(${t.audience} = 'customer') = (${t.customerId} is not null)`,
    ),
    index('notifications_by_customer').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('notifications_by_audience').on(t.audience, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread')
      .on(t.audience, t.customerId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const sliders = pgTable(
  'sliders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().default(''),
    link: text('link').notNull(),
    desktopImage: text('desktop_image').notNull(),
    mobileImage: text('mobile_image').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sliders_order').on(t.position, t.id)],
);

/** The recently viewed list behind recommendations; bounded per customer by the service. */
export const productViews = pgTable(
  'product_views',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('product_views_recent').on(t.customerId, t.viewedAt.desc()),
  ],
);

/**
 * Where the shop delivers: whole pincodes or their leading digits ("560"), each with whether
 * cash on delivery is offered there. No rows: the shop delivers everywhere (with COD).
 */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    prefix: text('prefix').primaryKey(),
    cod: boolean('cod').notNull().default(true),
  },
  (t) => [check('delivery_areas_prefix_digits', sql`${t.prefix} ~ '^[0-9]{1,6}$'`)],
);

/** A category's size guide: sizes (rows) by measurements (columns), in inches or centimetres. */
export const sizeGuides = pgTable(
  'size_guides',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    unit: text('unit', { enum: ['in', 'cm'] }).notNull(),
    measurements: jsonb('measurements').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<{ size: string; values: string[] }[]>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('size_guides_unit', sql`${t.unit} in ('in', 'cm')`)],
);
