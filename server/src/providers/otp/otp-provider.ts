import type { Logger } from '../../lib/logger';
import { createLocalOtpProvider } from './local-otp';
import { createTwilioOtpProvider } from './twilio-otp';

/**
 * Sends and checks one-time codes. The local provider keeps codes itself (the service stores
 * only their hash); Twilio Verify keeps them on its side.
 */
export interface OtpProvider {
  readonly name: 'local' | 'twilio';
  /** Sends a code to +91{phone}; answers the code's hash when the caller must store it. */
  send(phone: string): Promise<{ codeHash: string | null }>;
  /** Whether `code` is the one sent to `phone` (`codeHash` is what send answered). */
  check(phone: string, code: string, codeHash: string | null): Promise<boolean>;
}

export interface OtpSettings {
  twilio?: { accountSid: string; authToken: string; serviceSid: string };
  /** Key for hashing locally generated codes. */
  secret: string;
}

/** Twilio Verify when configured, otherwise codes printed in the server log. */
export function createOtpProvider(settings: OtpSettings, logger: Logger): OtpProvider {
  return settings.twilio
    ? createTwilioOtpProvider(settings.twilio)
    : createLocalOtpProvider(settings.secret, logger);
}
