/**
 * The spec's fixed numeric path segment ({p} and {vid}); the same value as API_SEGMENT in
 * @contracts/common, repeated here because the client imports only types from contracts.
 */
export const SEG = '156';

/** The shopper's account endpoints (sign-in, token check, profile, ratings, logout). */
export const USER_AUTH = `/api/user/auth/${SEG}`;
