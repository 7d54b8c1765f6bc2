import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Logger } from '../../lib/logger';
import type { OtpProvider } from './otp-provider';

/** A code from a cryptographically secure generator: six digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/**
 * The offline default: the code goes to the server log (never into an API response).
 * `onCode` lets tests receive it in-process.
 */
export function createLocalOtpProvider(
  secret: string,
  logger: Logger,
  onCode?: (phone: string, code: string) => void,
): OtpProvider {
  return {
    name: 'local',
    async send(phone) {
      const code = generateCode();
      logger.info({ phone: `+91${phone}` }, `OTP for +91${phone}: ${code}`);
      onCode?.(phone, code);
      return { codeHash: hashCode(secret, phone, code) };
    },
    async check(phone, code, codeHash) {
      if (!codeHash) return false;
      const expected = Buffer.from(codeHash, 'hex');
      const actual = Buffer.from(hashCode(secret, phone, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
