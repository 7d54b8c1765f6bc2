import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema/people';
import { HttpError, Invalid } from '../../http/errors';
import type { LimiterFactory } from '../../http/rate-limit';
import type { OtpProvider } from '../../providers/otp/otp-provider';

export interface OtpLimits {
  ttlMinutes: number;
  /** Wrong codes for one number from one client address within a code's lifetime. */
  maxAttempts: number;
  /** Wrong codes checked against one code from every address together; then it is spent. */
  maxGuessesPerCode: number;
  sendsPerClientPerHour: number;
  sendsPerNumberAndClientPerHour: number;
  /** Codes sent to one number from every address together within numberWindowMinutes. */
  sendsPerNumber: number;
  numberWindowMinutes: number;
}

const HOUR = 60 * 60;
const PROOF_LIFETIME = '15m';
const NOT_VERIFIED = 'Please verify your number with the code first';
/** A guess is checked against this many of the number's newest live codes. */
const LIVE_CODES = 5;

/**
 * Phone verification: sends codes within the abuse limits, checks them (expiring, attempt-limited,
 * single-use) and issues a short-lived proof that sign-up and password reset must present.
 * A new code never cancels a live one, and guesses count per (number, address), so a stranger
 * can neither replace nor burn the code the owner is about to type.
 */
export function createOtpService(
  db: Database,
  provider: OtpProvider,
  secret: string,
  limits: OtpLimits,
  limiters: LimiterFactory,
  now = () => new Date(),
) {
  const limited = 'Too many codes requested, please try again later';
  const sendsPerClient = limiters.create('otp-sends-client', {
    limit: limits.sendsPerClientPerHour,
    windowSeconds: HOUR,
    message: limited,
  });
  const sendsPerPair = limiters.create('otp-sends-pair', {
    limit: limits.sendsPerNumberAndClientPerHour,
    windowSeconds: HOUR,
    message: 'Too many codes sent to this number, please try again in an hour',
  });
  const sendsPerNumber = limiters.create('otp-sends-number', {
    limit: limits.sendsPerNumber,
    windowSeconds: limits.numberWindowMinutes * 60,
    message: 'Too many codes sent to this number, please try again in a few minutes',
  });
  const guessesPerPair = limiters.create('otp-guesses-pair', {
    limit: limits.maxAttempts,
    windowSeconds: limits.ttlMinutes * 60,
    message: 'Too many wrong attempts, please request a new code',
  });

  /** Counts one guess on each of the number's newest live codes; answers those still open. */
  async function countGuess(phone: string) {
    const live = await db
      .select({ id: otpChallenges.id })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phone, phone),
          isNull(otpChallenges.consumedAt),
          isNull(otpChallenges.verifiedAt),
          gt(otpChallenges.expiresAt, now()),
          lt(otpChallenges.attempts, limits.maxGuessesPerCode),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
      .limit(LIVE_CODES);
    if (live.length === 0) return [];
    // Atomic, so parallel guesses cannot exceed a code's limit.
    const counted = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          inArray(
            otpChallenges.id,
            live.map((row) => row.id),
          ),
          lt(otpChallenges.attempts, limits.maxGuessesPerCode),
        ),
      )
      .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash });
    return counted.sort((a, b) => b.id - a.id);
  }

  async function matching(
    phone: string,
    code: string,
    open: { id: number; codeHash: string | null }[],
  ) {
    // Twilio Verify keeps one pending code per number itself: one check decides.
    if (provider.name === 'twilio') {
      return open.length > 0 && (await provider.check(phone, code, null)) ? open[0] : undefined;
    }
    for (const challenge of open) {
      if (await provider.check(phone, code, challenge.codeHash)) return challenge;
    }
    return undefined;
  }

  function proofChallengeId(token: string, phone: string): number {
    try {
      const payload = jwt.verify(token, secret, {
        algorithms: ['HS256'],
        subject: phone,
      }) as jwt.JwtPayload;
      if (payload.typ !== 'otp' || typeof payload.cid !== 'number') throw new Error('not a proof');
      return payload.cid;
    } catch {
      throw new Invalid(NOT_VERIFIED);
    }
  }

  const unspentProof = (id: number, phone: string) =>
    and(
      eq(otpChallenges.id, id),
      eq(otpChallenges.phone, phone),
      isNull(otpChallenges.consumedAt),
      sql`${otpChallenges.verifiedAt} is not null`,
    );

  return {
    /** Sends a code to +91{phone} within the per-address, per-(number, address) and per-number limits. */
    async sendCode(phone: string, client: string, purpose: 'signup' | 'forget'): Promise<void> {
      const pair = `${phone}|${client}`;
      await sendsPerClient.consume(client);
      await sendsPerPair.consume(pair);
      await sendsPerNumber.consume(phone);
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
      // A fresh code earns this address a fresh set of guesses.
      await guessesPerPair.reset(pair);
    },

    /** Checks the code; the answer is a proof of the number valid for 15 minutes, usable once. */
    async verifyCode(phone: string, code: string, client: string): Promise<string> {
      const pair = `${phone}|${client}`;
      await guessesPerPair.consume(pair);
      const challenge = await matching(phone, code, await countGuess(phone));
      if (!challenge) throw new Invalid('Invalid OTP');
      const [verified] = await db
        .update(otpChallenges)
        .set({ verifiedAt: now() })
        .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.verifiedAt)))
        .returning({ id: otpChallenges.id });
      if (!verified) throw new Invalid('Invalid OTP');
      await guessesPerPair.reset(pair);
      return jwt.sign({ typ: 'otp', cid: challenge.id }, secret, {
        subject: phone,
        expiresIn: PROOF_LIFETIME,
        algorithm: 'HS256',
      });
    },

    /** Throws unless the proof is valid for `phone` and unused; spends nothing (a cheap pre-check). */
    async checkProof(token: string, phone: string): Promise<void> {
      const id = proofChallengeId(token, phone);
      if ((await db.$count(otpChallenges, unspentProof(id, phone))) === 0) {
        throw new Invalid(NOT_VERIFIED);
      }
    },

    /** Spends a proof for `phone` inside the caller's transaction; throws unless it is valid and unused. */
    async consumeProof(tx: Database, token: string, phone: string): Promise<void> {
      const id = proofChallengeId(token, phone);
      const [spent] = await tx
        .update(otpChallenges)
        .set({ consumedAt: now() })
        .where(unspentProof(id, phone))
        .returning({ id: otpChallenges.id });
      if (!spent) throw new Invalid(NOT_VERIFIED);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
