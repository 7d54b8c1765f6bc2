/*
 * Account rules shared with the server. The values repeat those in @contracts/accounts and
 * @contracts/common: the client imports only types from contracts, because their values come
 * with zod and would pull it into the storefront's JavaScript.
 */

/** Passwords need at least this many characters (MIN_PASSWORD_LENGTH in @contracts/accounts). */
export const MIN_PASSWORD_LENGTH = 8;

/** The server's message for a short password (the password schema in @contracts/accounts). */
export const PASSWORD_TOO_SHORT = `Password must have at least ${MIN_PASSWORD_LENGTH} characters`;

/** A 10-digit Indian mobile number without +91 (indianMobile in @contracts/common). */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;
export const INVALID_MOBILE = 'Enter a valid 10-digit mobile number';

/** Phone numbers are shown, and codes sent, with this prefix (spec §9). */
export const PHONE_PREFIX = '+91';

/** Notifications come 10 per page (NOTIFY_PAGE_SIZE in @contracts/accounts). */
export const NOTIFY_PAGE_SIZE = 10;

/** How long the shopper waits before asking for another code (the server allows 5 an hour). */
export const RESEND_CODE_AFTER_SECONDS = 30;

/** How often the bell asks for the unread count while the shopper is signed in and looking. */
export const UNREAD_POLL_MS = 25_000;
