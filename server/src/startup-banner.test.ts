import { startupBanner } from './startup-banner';

describe('start-up banner', () => {
  it('says where the shop is, how the owner signs in and where sign-up codes appear', () => {
    const banner = startupBanner({
      url: 'http://localhost:3000',
      vendorPhone: '9876543210',
      defaultVendorPassword: 'vastra-admin-2026',
      smsConfigured: false,
    });
    const lines = banner.split('\n');
    expect(lines[0]).toBe('shop ready on http://localhost:3000');
    expect(banner).toContain(
      'shop admin      http://localhost:3000/vendor/login   phone 9876543210   password vastra-admin-2026',
    );
    expect(banner).toContain('sign-up codes   printed in this log, as "OTP for +91…: <code>"');
    expect(banner).toContain('API reference   http://localhost:3000/api/docs');
  });

  it('never shows a password the owner chose, and says codes go by SMS when set up', () => {
    const banner = startupBanner({
      url: 'https://shop.example',
      vendorPhone: '9876543210',
      smsConfigured: true,
    });
    expect(banner).not.toContain('password');
    expect(banner).toContain('sign-up codes   sent by SMS (Twilio)');
  });
});
