/*
 * The admin's business constants (vendor.md §9) and the limits it shares with the server.
 * Values repeated from @contracts (media.ts, vendor-products.ts): the client imports only types
 * from contracts, never their values.
 */

/** Product lists load 18 products per request (count is the page number from 1). */
export const VENDOR_PAGE_SIZE = 18;

/** The product wizard moves to the next step after this animation. */
export const WIZARD_STEP_DELAY_MS = 500;

/** Largest accepted image: 5,242,880 bytes (MAX_IMAGE_BYTES in @contracts/media). */
export const MAX_IMAGE_BYTES = 5_242_880;

/** Images the upload endpoint takes in one request (MAX_UPLOAD_FILES in @contracts/media). */
export const MAX_UPLOAD_FILES = 10;

/** A slider has exactly two images: [desktop, mobile]. */
export const SLIDER_IMAGE_COUNT = 2;
