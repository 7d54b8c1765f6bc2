import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/people';

export type CustomerRow = typeof customers.$inferSelect;

export function findCustomerById(db: Database, id: string) {
  return db.query.customers.findFirst({ where: eq(customers.id, id) });
}

export function findCustomerByPhone(db: Database, phone: string) {
  return db.query.customers.findFirst({ where: eq(customers.phone, phone) });
}
