import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import type { VendorUser } from '../../contracts/auth';
import type { Database } from '../../db/client';
import { vendors } from '../../db/schema/people';
import { NotFound, Unauthorized } from '../../http/errors';
import type { TokenClaims, TokenService } from '../auth/tokens';
import {
  countVendors,
  findVendorById,
  findShopVendor,
  findVendorByPhone,
  insertVendor,
  updateVendor,
  vendorTokenVersionOf,
  type VendorRow,
} from './vendor.repository';

const BCRYPT_ROUNDS = 10;
/** Advisory lock key under which a starting instance creates the owner's account. */
const OWNER_ACCOUNT_LOCK = 7_310_415_002;
const BAD_CREDENTIALS = 'Invalid number or password';
// Compared against when the phone is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_ROUNDS);

export function toVendorUser(row: VendorRow): VendorUser {
  return { _id: row.id, name: row.name, phone: row.phone, cod: row.cod };
}

/** The shop owner's account: sign-in, token checks and the account made from configuration. */
export function createVendorService(db: Database, tokens: TokenService) {
  return {
    /** Checks the phone and password and issues a vendor token. */
    async signIn(phone: string, password: string): Promise<string> {
      const vendor = await findVendorByPhone(db, phone);
      const matches = await bcrypt.compare(password, vendor?.passwordHash ?? DUMMY_HASH);
      if (!vendor || !matches) throw new Unauthorized(BAD_CREDENTIALS);
      return tokens.issue({ sub: String(vendor.id), role: 'vendor', ver: vendor.tokenVersion });
    },

    async getVendor(id: string): Promise<VendorUser> {
      const vendor = await findVendorById(db, Number(id));
      if (!vendor) throw new NotFound('Vendor not found');
      return toVendorUser(vendor);
    },

    /** Signs out: every token issued to the owner so far stops working (all devices). */
    async signOut(id: string): Promise<void> {
      await updateVendor(db, Number(id), { tokenVersion: sql`${vendors.tokenVersion} + 1` });
    },

    /** Whether cash on delivery is offered (public: the payment page asks). */
    async isCodEnabled(): Promise<boolean> {
      return (await findShopVendor(db))?.cod ?? false;
    },

    async isCurrent(claims: TokenClaims): Promise<boolean> {
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id)) return false;
      return (await vendorTokenVersionOf(db, id)) === claims.ver;
    },

    /**
     * Creates the owner's account from configuration when the shop has none; never overwrites one.
     * Instances starting together on a new database take turns (an advisory lock), so exactly
     * one creates it and the others find it.
     */
    async ensureAccount(account: {
      name: string;
      phone: string;
      password: string;
    }): Promise<boolean> {
      if ((await countVendors(db)) > 0) return false;
      const passwordHash = await bcrypt.hash(account.password, BCRYPT_ROUNDS);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_ACCOUNT_LOCK})`);
        if ((await countVendors(tx)) > 0) return false;
        await insertVendor(tx, { name: account.name, phone: account.phone, passwordHash });
        return true;
      });
    },
  };
}

export type VendorService = ReturnType<typeof createVendorService>;
