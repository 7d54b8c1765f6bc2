import { z } from 'zod';
import type { CustomerUser } from './auth';
import { idOfRecord, idSchema, indianMobile, numberFromText, pageSchema } from './common';

export const MIN_PASSWORD_LENGTH = 8;
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must have at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Password is too long');
const name = z.string().trim().min(1, 'Name is required').max(60, 'Name is too long');
const userId = z.string().optional();

export const numberBody = z.object({ number: indianMobile });
export type NumberBody = z.infer<typeof numberBody>;

export const verifyOtpBody = z.object({
  number: indianMobile,
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'Invalid OTP'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export interface VerifyOtpResponse {
  verificationToken: string;
}

export const signupBody = z.object({
  name,
  number: indianMobile,
  password,
  verificationToken: z.string().min(1, 'Please verify your number first'),
});
export type SignupBody = z.infer<typeof signupBody>;

export const signinBody = z.object({
  phone: indianMobile,
  password: z.string().min(1, 'Password is required').max(200),
});
export type SigninBody = z.infer<typeof signinBody>;

export interface SessionResponse {
  token: string;
  user: CustomerUser;
}

/** userForget (and forgot password's number check) for a number with no account. */
export const NO_ACCOUNT = 'No account with this number, please sign up';

export const forgetBody = z.object({
  number: indianMobile,
  newPassword: password,
  verificationToken: z.string().min(1, 'Please verify your number first'),
});
export type ForgetBody = z.infer<typeof forgetBody>;

export const updateNameBody = z.object({ userId, uname: name });
export const checkPasswordBody = z.object({
  userId,
  password: z.string().min(1, 'Password is required').max(200),
});
export const updatePasswordBody = z.object({ userId, password });

export interface MessageResponse {
  message: string;
}
/** updateProfile/general: the renamed user. */
export interface RenameResponse extends MessageResponse {
  user: CustomerUser;
}
/** After a password change the old tokens stop working; the answer carries a fresh one. */
export interface PasswordUpdatedResponse extends MessageResponse {
  token: string;
}

export const ratingCheckBody = z.object({ userId, product: z.preprocess(idOfRecord, idSchema) });
export const setRatingBody = z.object({
  userId,
  product: z.preprocess(idOfRecord, idSchema),
  rating: z.object({
    rate: z.preprocess(
      numberFromText,
      z
        .number({ error: 'Rating must be between 0 and 5' })
        .min(0, 'Rating must be between 0 and 5')
        .max(5, 'Rating must be between 0 and 5')
        .refine((rate) => Number.isInteger(rate * 2), 'Rating goes in steps of 0.5'),
    ),
    review: z.string().trim().max(2000, 'Review is too long (2000 characters at most)').default(''),
  }),
});
export type SetRatingBody = z.input<typeof setRatingBody>;
/** The shopper may rate; `review` is their earlier rating (to edit), null before they rate. */
export interface RatingCheckResponse {
  ok: true;
  review: { rate: number; review: string } | null;
}

export const notifyPageBody = z.object({
  userId,
  count: pageSchema,
});
export const userOnlyBody = z.object({ userId });

export interface NotificationItem {
  _id: number;
  message: string;
  orderId: string | null;
  createdAt: string;
  read: boolean;
}
export interface NewNotifyResponse {
  newNotify: number;
}
/** getNotify: `notify` holds the spec's text lines (newest first); `notifications` the same page, richer. */
export interface NotifyListResponse {
  notify: string[];
  notifications: NotificationItem[];
}
export const NOTIFY_PAGE_SIZE = 10;
