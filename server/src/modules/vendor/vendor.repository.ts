import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { vendors } from '../../db/schema/people';

export type VendorRow = typeof vendors.$inferSelect;

export function findVendorByPhone(db: Database, phone: string) {
  return db.query.vendors.findFirst({ where: eq(vendors.phone, phone) });
}

export function findVendorById(db: Database, id: number) {
  return db.query.vendors.findFirst({ where: eq(vendors.id, id) });
}

/** The token version alone (every signed-in request checks it; the password hash stays put). */
export async function vendorTokenVersionOf(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ tokenVersion: vendors.tokenVersion })
    .from(vendors)
    .where(eq(vendors.id, id));
  return row?.tokenVersion;
}

export async function countVendors(db: Database): Promise<number> {
  return db.$count(vendors);
}

export async function insertVendor(db: Database, row: typeof vendors.$inferInsert) {
  const [created] = await db.insert(vendors).values(row).returning();
  return created;
}

/** The shop has one owner; the first account is it. */
export function findShopVendor(db: Database) {
  return db.query.vendors.findFirst({ orderBy: (table, { asc }) => [asc(table.id)] });
}

/** Updates the vendor's own columns; answers the row, or undefined when there is no such vendor. */
export async function updateVendor(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof vendors>,
) {
  const [row] = await db.update(vendors).set(values).where(eq(vendors.id, id)).returning();
  return row;
}
