import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema/people';
import { HttpError, Invalid, TooManyRequests } from '../../http/errors';
import type { OtpProvider } from '../../providers/otp/otp-provider';

export interface OtpLimits {
  ttlMinutes: number;
  maxAttempts: number;
  sendsPerNumberPerHour: number;
  sendsPerClientPerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;
const PROOF_LIFETIME = '15m';
const NOT_VERIFIED = 'Please verify your number with the code first';

/**
 * Phone verification: sends codes within the abuse limits, checks them (expiring, attempt-limited,
 * single-use) and issues a short-lived proof that sign-up and password reset must present.
 */
export function createOtpService(
  db: Database,
  provider: OtpProvider,
  secret: string,
  limits: OtpLimits,
  now = () => new Date(),
) {
  const since = (ms: number) => new Date(now().getTime() - ms);

  async function sendsSince(
    column: typeof otpChallenges.phone | typeof otpChallenges.requestIp,
    value: string,
  ) {
    return db.$count(
      otpChallenges,
      and(eq(column, value), gt(otpChallenges.createdAt, since(HOUR_MS))),
    );
  }

  return {
    /** Sends a code to +91{phone}; refuses past the per-number and per-client hourly limits. */
    async sendCode(phone: string, client: string, purpose: 'signup' | 'forget'): Promise<void> {
      if ((await sendsSince(otpChallenges.requestIp, client)) >= limits.sendsPerClientPerHour) {
        throw new TooManyRequests('Too many codes requested, please try again later', 3600);
      }
      if ((await sendsSince(otpChallenges.phone, phone)) >= limits.sendsPerNumberPerHour) {
        throw new TooManyRequests(
          'Too many codes sent to this number, please try again in an hour',
          3600,
        );
      }
      // Only the newest code of a number works.
      await db
        .update(otpChallenges)
        .set({ consumedAt: now() })
        .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
      // The row is written before sending, so a failing provider still counts towards the limits.
      const [challenge] = await db
        .insert(otpChallenges)
        .values({
          phone,
          purpose,
          requestIp: client,
          expiresAt: new Date(now().getTime() + limits.ttlMinutes * 60_000),
        })
        .returning({ id: otpChallenges.id });
      let codeHash: string | null;
      try {
        ({ codeHash } = await provider.send(phone));
      } catch {
        throw new HttpError(502, 'Something Went Wrong');
      }
      await db.update(otpChallenges).set({ codeHash }).where(eq(otpChallenges.id, challenge!.id));
    },

    /** Checks the code; the answer is a proof of the number valid for 15 minutes, usable once. */
    async verifyCode(phone: string, code: string): Promise<string> {
      const challenge = await db.query.otpChallenges.findFirst({
        where: and(
          eq(otpChallenges.phone, phone),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.verifiedAt),
          gt(otpChallenges.expiresAt, now()),
        ),
        orderBy: desc(otpChallenges.createdAt),
      });
      if (!challenge) throw new Invalid('Invalid OTP');
      // Count the attempt before checking, atomically, so parallel guesses cannot exceed the limit.
      const [counted] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(eq(otpChallenges.id, challenge.id), lt(otpChallenges.attempts, limits.maxAttempts)),
        )
        .returning({ id: otpChallenges.id });
      if (!counted) throw new TooManyRequests('Too many wrong attempts, please request a new code');
      if (!(await provider.check(phone, code, challenge.codeHash)))
        throw new Invalid('Invalid OTP');
      await db
        .update(otpChallenges)
        .set({ verifiedAt: now() })
        .where(eq(otpChallenges.id, challenge.id));
      return jwt.sign({ typ: 'otp', cid: challenge.id }, secret, {
        subject: phone,
        expiresIn: PROOF_LIFETIME,
        algorithm: 'HS256',
      });
    },

    /** Spends a proof for `phone` inside the caller's transaction; throws unless it is valid and unused. */
    async consumeProof(tx: Database, token: string, phone: string): Promise<void> {
      let challengeId: number;
      try {
        const payload = jwt.verify(token, secret, {
          algorithms: ['HS256'],
          subject: phone,
        }) as jwt.JwtPayload;
        if (payload.typ !== 'otp' || typeof payload.cid !== 'number')
          throw new Error('not an otp proof');
        challengeId = payload.cid;
      } catch {
        throw new Invalid(NOT_VERIFIED);
      }
      const [spent] = await tx
        .update(otpChallenges)
        .set({ consumedAt: now() })
        .where(
          and(
            eq(otpChallenges.id, challengeId),
            eq(otpChallenges.phone, phone),
            isNull(otpChallenges.consumedAt),
            sql`${otpChallenges.verifiedAt} is not null`,
          ),
        )
        .returning({ id: otpChallenges.id });
      if (!spent) throw new Invalid(NOT_VERIFIED);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
