/** What a person starting the shop needs first: where it is, how to sign in, where codes go. */
export interface BannerFacts {
  /** The shop's address as the person opens it. */
  url: string;
  vendorPhone: string;
  /** The owner's password, shown only while it is still the documented default. */
  defaultVendorPassword?: string;
  /** Sign-up codes go by SMS (Twilio); otherwise this log prints them. */
  smsConfigured: boolean;
}

/** The start-up banner: a few aligned lines under "shop ready on <url>". */
export function startupBanner(facts: BannerFacts): string {
  const password = facts.defaultVendorPassword
    ? `   password ${facts.defaultVendorPassword} (change it: VENDOR_PASSWORD)`
    : '';
  const codes = facts.smsConfigured
    ? 'sent by SMS (Twilio)'
    : 'printed in this log, as "OTP for +91…: <code>" (no SMS provider set)';
  return [
    `shop ready on ${facts.url}`,
    '',
    `  storefront      ${facts.url}/`,
    `  shop admin      ${facts.url}/vendor/login   phone ${facts.vendorPhone}${password}`,
    `  sign-up codes   ${codes}`,
    `  API reference   ${facts.url}/api/docs`,
    '',
  ].join('\n');
}
