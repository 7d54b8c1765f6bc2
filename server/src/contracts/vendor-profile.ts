import { z } from 'zod';
import { indianMobile } from './common';

/** POST /api/vendor/156/getVendor (and the answer of update/name and update/number). */
export interface VendorProfile {
  name: string;
  phone: string;
  cod: boolean;
}

export const updateVendorNameBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(60, 'Name is too long (60 characters at most)'),
});
export type UpdateVendorNameBody = z.input<typeof updateVendorNameBody>;

/** The number is the vendor's login; it must stay unique. */
export const updateVendorNumberBody = z.object({ number: indianMobile });
export type UpdateVendorNumberBody = z.input<typeof updateVendorNumberBody>;

/**
 * POST checkPassword {password}: confirms the current password (400 when wrong, rate-limited).
 * updatePassword then works for 10 minutes.
 */
export const vendorCheckPasswordBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password is too long'),
});
export type VendorCheckPasswordBody = z.input<typeof vendorCheckPasswordBody>;

export const MIN_VENDOR_PASSWORD_LENGTH = 8;
/**
 * POST updatePassword {password}: the new password, right after a successful checkPassword.
 * Every earlier token stops working; the answer carries a fresh one for this session.
 */
export const vendorUpdatePasswordBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(
      MIN_VENDOR_PASSWORD_LENGTH,
      `Password must have at least ${MIN_VENDOR_PASSWORD_LENGTH} characters`,
    )
    .max(200, 'Password is too long'),
});
export type VendorUpdatePasswordBody = z.input<typeof vendorUpdatePasswordBody>;
