import type { OtpProvider } from './otp-provider';

export type TwilioClient = {
  verify: {
    v2: {
      services(sid: string): {
        verifications: { create(input: { to: string; channel: 'sms' }): Promise<unknown> };
        verificationChecks: {
          create(input: { to: string; code: string }): Promise<{ status: string }>;
        };
      };
    };
  };
};

/** Twilio Verify: Twilio generates, sends and checks the code. The SDK loads on first use. */
export function createTwilioOtpProvider(
  settings: { accountSid: string; authToken: string; serviceSid: string },
  loadClient: () => Promise<TwilioClient> = () => loadTwilio(settings),
): OtpProvider {
  let client: Promise<TwilioClient> | undefined;
  const service = async () => {
    client ??= loadClient();
    return (await client).verify.v2.services(settings.serviceSid);
  };
  return {
    name: 'twilio',
    async send(phone) {
      await (await service()).verifications.create({ to: `+91${phone}`, channel: 'sms' });
      return { codeHash: null };
    },
    async check(phone, code) {
      try {
        const result = await (
          await service()
        ).verificationChecks.create({ to: `+91${phone}`, code });
        return result.status === 'approved';
      } catch {
        // Twilio answers 404 once a verification has expired or been used.
        return false;
      }
    },
  };
}

async function loadTwilio(settings: {
  accountSid: string;
  authToken: string;
}): Promise<TwilioClient> {
  const module = await import('twilio');
  const factory = (module.default ?? module) as unknown as (
    sid: string,
    token: string,
    options: { timeout: number },
  ) => TwilioClient;
  return factory(settings.accountSid, settings.authToken, { timeout: 10_000 });
}
