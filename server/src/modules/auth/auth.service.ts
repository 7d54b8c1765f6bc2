import type { CustomerUser } from '../../contracts/auth';
import type { Database } from '../../db/client';
import { NotFound } from '../../http/errors';
import { findCustomerById, type CustomerRow } from './auth.repository';
import type { TokenClaims } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toCustomerUser(row: CustomerRow): CustomerUser {
  return { _id: row.id, id: row.id, name: row.name, phone: row.phone };
}

/** Customer accounts and their sessions. */
export function createAuthService(db: Database) {
  return {
    async getCustomer(id: string): Promise<CustomerUser> {
      const customer = UUID.test(id) ? await findCustomerById(db, id) : undefined;
      if (!customer) throw new NotFound('Customer not found');
      return toCustomerUser(customer);
    },

    async isCurrent(claims: TokenClaims): Promise<boolean> {
      if (!UUID.test(claims.sub)) return false;
      const customer = await findCustomerById(db, claims.sub);
      return customer?.tokenVersion === claims.ver;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
