import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Full-text search vector; only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** One label/value row of a product's or variant's details (the spec's simpleDtl / varDtl). */
export type DetailPair = [label: string, value: string];
