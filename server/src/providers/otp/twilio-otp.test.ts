import { createTwilioOtpProvider, type TwilioClient } from './twilio-otp';

function fakeTwilio(checkStatus: string | Error) {
  const calls: { service: string; kind: string; input: unknown }[] = [];
  const client: TwilioClient = {
    verify: {
      v2: {
        services: (service) => ({
          verifications: {
            create: async (input) => {
              calls.push({ service, kind: 'send', input });
              return {};
            },
          },
          verificationChecks: {
            create: async (input) => {
              calls.push({ service, kind: 'check', input });
              if (checkStatus instanceof Error) throw checkStatus;
              return { status: checkStatus };
            },
          },
        }),
      },
    },
  };
  return { client, calls };
}

const settings = { accountSid: 'AC1', authToken: 'token', serviceSid: 'VA1' };

describe('Twilio Verify provider', () => {
  it('sends an SMS to the +91 number through the configured service and stores no code', async () => {
    const { client, calls } = fakeTwilio('approved');
    const provider = createTwilioOtpProvider(settings, async () => client);
    expect(await provider.send('9123456780')).toEqual({ codeHash: null });
    expect(calls).toEqual([
      { service: 'VA1', kind: 'send', input: { to: '+919123456780', channel: 'sms' } },
    ]);
  });

  it('accepts a code only when Twilio approves it; an expired verification (404) is a wrong code', async () => {
    expect(
      await createTwilioOtpProvider(settings, async () => fakeTwilio('approved').client).check(
        '9123456780',
        '123456',
        null,
      ),
    ).toBe(true);
    expect(
      await createTwilioOtpProvider(settings, async () => fakeTwilio('pending').client).check(
        '9123456780',
        '000000',
        null,
      ),
    ).toBe(false);
    expect(
      await createTwilioOtpProvider(
        settings,
        async () => fakeTwilio(new Error('404')).client,
      ).check('9123456780', '1', null),
    ).toBe(false);
  });
});
