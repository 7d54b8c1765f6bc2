import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { VendorProfile } from '../../contracts/vendor-profile';
import type { Database } from '../../db/client';
import { vendors } from '../../db/schema/people';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { TokenService } from '../auth/tokens';
import {
  findVendorById,
  findVendorByPhone,
  updateVendor,
  type VendorRow,
} from './vendor.repository';

const BCRYPT_ROUNDS = 10;
/** A password change must follow a successful current-password check within this time. */
const PASSWORD_CHECK_WINDOW_MS = 10 * 60 * 1000;
export const WRONG_PASSWORD = 'Current password is wrong';
export const NUMBER_IN_USE = 'This number is already in use';

const toProfile = (row: VendorRow): VendorProfile => ({
  name: row.name,
  phone: row.phone,
  cod: row.cod,
});

/** The signed-in vendor's own account: name, login number, password and the COD switch. */
export function createVendorProfileService(db: Database, tokens: TokenService) {
  async function load(id: string): Promise<VendorRow> {
    const vendor = await findVendorById(db, Number(id));
    if (!vendor) throw new NotFound('Vendor not found');
    return vendor;
  }
  async function update(id: string, values: PgUpdateSetSource<typeof vendors>): Promise<VendorRow> {
    const row = await updateVendor(db, Number(id), values);
    if (!row) throw new NotFound('Vendor not found');
    return row;
  }

  return {
    async getProfile(id: string): Promise<VendorProfile> {
      return toProfile(await load(id));
    },

    async rename(id: string, name: string): Promise<VendorProfile> {
      return toProfile(await update(id, { name }));
    },

    /** Changes the login number; another account's number is refused (409). */
    async changeNumber(id: string, phone: string): Promise<VendorProfile> {
      const holder = await findVendorByPhone(db, phone);
      if (holder && String(holder.id) !== id) throw new Conflict(NUMBER_IN_USE);
      try {
        return toProfile(await update(id, { phone }));
      } catch (err) {
        // Two changes racing for one number: the unique constraint decides.
        if (isUniqueViolation(err)) throw new Conflict(NUMBER_IN_USE);
        throw err;
      }
    },

    /** Confirms the current password; updatePassword is allowed for a few minutes after. */
    async checkPassword(id: string, password: string): Promise<void> {
      const vendor = await load(id);
      if (!(await bcrypt.compare(password, vendor.passwordHash))) throw new Invalid(WRONG_PASSWORD);
      await update(id, { passwordCheckedAt: new Date() });
    },

    /** Sets a new password after a recent checkPassword; older tokens stop working, a new one is answered. */
    async changePassword(id: string, password: string): Promise<string> {
      const vendor = await load(id);
      const checkedAt = vendor.passwordCheckedAt?.getTime() ?? 0;
      if (Date.now() - checkedAt > PASSWORD_CHECK_WINDOW_MS) {
        throw new Forbidden('Please confirm your current password first');
      }
      const row = await update(id, {
        passwordHash: await bcrypt.hash(password, BCRYPT_ROUNDS),
        tokenVersion: sql`${vendors.tokenVersion} + 1`,
        passwordCheckedAt: null,
      });
      return tokens.issue({ sub: String(row.id), role: 'vendor', ver: row.tokenVersion });
    },

    /** Turns cash on delivery on or off; answers the new setting. */
    async toggleCod(id: string): Promise<boolean> {
      return (await update(id, { cod: sql`not ${vendors.cod}` })).cod;
    },
  };
}

export type VendorProfileService = ReturnType<typeof createVendorProfileService>;
