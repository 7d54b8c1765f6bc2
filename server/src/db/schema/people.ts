import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Ten-digit Indian mobile number, stored without the +91 prefix. */
const phoneCheck = (column: unknown) => sql`${column} ~ '^[6-9][0-9]{9}$'`;

export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    cod: boolean('cod').notNull().default(true),
    /** Bumped on password change so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the current password was last confirmed; a password change needs a recent one. */
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vendors_phone_unique').on(t.phone),
    check('vendors_phone_format', phoneCheck(t.phone)),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_phone_unique').on(t.phone),
    check('customers_phone_format', phoneCheck(t.phone)),
    check('customers_name_not_blank', sql`length(trim(${t.name})) > 0`),
    // The owner finds customers (and their orders) by any part of the name or number.
    index('customers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

/** One-time codes sent to a phone; only a hash of the code is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['signup', 'forget'] }).notNull(),
    codeHash: text('code_hash'),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    check('otp_challenges_purpose', sql`${t.purpose} in ('signup', 'forget')`),
    check('otp_challenges_attempts', sql`${t.attempts} >= 0`),
    index('otp_challenges_by_phone').on(t.phone, t.createdAt),
    index('otp_challenges_by_ip').on(t.requestIp, t.createdAt),
  ],
);

/**
 * The shop's details for tax invoices (one row, id 1): legal name, address, state (GST state
 * code), GSTIN and the invoice number prefix; and the back office's low-stock threshold.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    invoicePrefix: text('invoice_prefix').notNull().default('VS'),
    /** Stock at or below this (and above 0) is "low" on the dashboard and the products table. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row', sql`${t.id} = 1`),
    check('shop_settings_low_stock_range', sql`${t.lowStockThreshold} between 0 and 10000`),
  ],
);
