import { z } from 'zod';
import { indianMobile } from './common';

export const vendorSigninBody = z.object({
  phone: indianMobile,
  password: z.string().min(1, 'Password is required').max(200),
});
export type VendorSigninBody = z.infer<typeof vendorSigninBody>;

export interface TokenResponse {
  token: string;
}

/** The signed-in vendor as the admin sees it. */
export interface VendorUser {
  _id: number;
  name: string;
  phone: string;
  cod: boolean;
}

/** The signed-in customer as the storefront sees it. */
export interface CustomerUser {
  _id: string;
  id: string;
  name: string;
  phone: string;
}

export interface CheckAdminTokenResponse {
  user: VendorUser;
}

export interface CheckUserTokenResponse {
  user: CustomerUser;
}
