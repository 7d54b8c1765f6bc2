import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import type { CustomerUser } from '../../contracts/auth';
import { NO_ACCOUNT } from '../../contracts/accounts';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/people';
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from '../../http/errors';
import {
  findCustomerById,
  findCustomerByPhone,
  tokenVersionOf,
  type CustomerRow,
} from './auth.repository';
import type { OtpService } from './otp.service';
import { CUSTOMER_ID, type TokenClaims, type TokenService } from './tokens';

const BCRYPT_ROUNDS = 10;
const BAD_CREDENTIALS = 'Invalid number or password';
export const ALREADY_REGISTERED = 'This number is already registered, please login';
/** A password change must follow a successful current-password check within this time. */
const PASSWORD_CHECK_WINDOW_MS = 10 * 60 * 1000;
// Compared against when the phone is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_ROUNDS);

export function toCustomerUser(row: CustomerRow): CustomerUser {
  return { _id: row.id, id: row.id, name: row.name, phone: row.phone };
}

/** Customer accounts: sign-up with a verified number, sign-in, reset, profile and sessions. */
export function createAuthService(db: Database, tokens: TokenService, otp: OtpService) {
  const issue = (row: CustomerRow) =>
    tokens.issue({ sub: row.id, role: 'customer', ver: row.tokenVersion });

  async function load(id: string): Promise<CustomerRow> {
    const customer = CUSTOMER_ID.test(id) ? await findCustomerById(db, id) : undefined;
    if (!customer) throw new NotFound('Customer not found');
    return customer;
  }

  return {
    async getCustomer(id: string): Promise<CustomerUser> {
      return toCustomerUser(await load(id));
    },

    async isCurrent(claims: TokenClaims): Promise<boolean> {
      if (!CUSTOMER_ID.test(claims.sub)) return false;
      return (await tokenVersionOf(db, claims.sub)) === claims.ver;
    },

    async isRegistered(phone: string): Promise<boolean> {
      return (await findCustomerByPhone(db, phone)) !== undefined;
    },

    /** Creates the account for a number proven by a verification token, and signs it in. */
    async signUp(input: {
      name: string;
      number: string;
      password: string;
      verificationToken: string;
    }) {
      // The proof is checked before the deliberately slow hash, so junk proofs cost nothing.
      await otp.checkProof(input.verificationToken, input.number);
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_ROUNDS);
      const created = await db.transaction(async (tx) => {
        await otp.consumeProof(tx, input.verificationToken, input.number);
        const [row] = await tx
          .insert(customers)
          .values({ name: input.name, phone: input.number, passwordHash })
          .onConflictDoNothing({ target: customers.phone })
          .returning();
        if (!row) throw new Conflict(ALREADY_REGISTERED);
        return row;
      });
      return { token: issue(created), user: toCustomerUser(created) };
    },

    async signIn(phone: string, password: string) {
      const customer = await findCustomerByPhone(db, phone);
      const matches = await bcrypt.compare(password, customer?.passwordHash ?? DUMMY_HASH);
      if (!customer || !matches) throw new Unauthorized(BAD_CREDENTIALS);
      return { token: issue(customer), user: toCustomerUser(customer) };
    },

    /** Sets a new password for a number proven by a verification token; old sessions end. */
    async resetPassword(input: {
      number: string;
      newPassword: string;
      verificationToken: string;
    }): Promise<void> {
      await otp.checkProof(input.verificationToken, input.number);
      const passwordHash = await bcrypt.hash(input.newPassword, BCRYPT_ROUNDS);
      await db.transaction(async (tx) => {
        await otp.consumeProof(tx, input.verificationToken, input.number);
        const [row] = await tx
          .update(customers)
          .set({
            passwordHash,
            tokenVersion: sql`${customers.tokenVersion} + 1`,
            passwordCheckedAt: null,
          })
          .where(eq(customers.phone, input.number))
          .returning({ id: customers.id });
        if (!row) throw new NotFound(NO_ACCOUNT);
      });
    },

    async rename(id: string, name: string): Promise<CustomerUser> {
      const [row] = await db
        .update(customers)
        .set({ name })
        .where(eq(customers.id, id))
        .returning();
      if (!row) throw new NotFound('Customer not found');
      return toCustomerUser(row);
    },

    /** Confirms the current password; a password change is allowed for a few minutes after. */
    async checkPassword(id: string, password: string): Promise<void> {
      const customer = await load(id);
      if (!(await bcrypt.compare(password, customer.passwordHash)))
        throw new Invalid('Current password is wrong');
      await db.update(customers).set({ passwordCheckedAt: new Date() }).where(eq(customers.id, id));
    },

    /** Signs out: every token issued to the customer so far stops working (all devices). */
    async signOut(id: string): Promise<void> {
      await db
        .update(customers)
        .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
        .where(eq(customers.id, id));
    },

    /** Changes the password after a recent checkPassword; other sessions end, this one gets a new token. */
    async changePassword(id: string, password: string): Promise<string> {
      const customer = await load(id);
      const checkedAt = customer.passwordCheckedAt?.getTime() ?? 0;
      if (Date.now() - checkedAt > PASSWORD_CHECK_WINDOW_MS) {
        throw new Forbidden('Please confirm your current password first');
      }
      const [row] = await db
        .update(customers)
        .set({
          passwordHash: await bcrypt.hash(password, BCRYPT_ROUNDS),
          tokenVersion: sql`${customers.tokenVersion} + 1`,
          passwordCheckedAt: null,
        })
        .where(eq(customers.id, id))
        .returning();
      return issue(row!);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
