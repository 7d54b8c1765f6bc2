import {
  INVALID_MOBILE,
  MIN_PASSWORD_LENGTH,
  MOBILE_NUMBER,
  PASSWORD_TOO_SHORT,
} from '@/lib/account-constants';

/* The overlays' messages, spelled as the spec spells them (§5, §8). */
export const NUMBER_REQUIRED = 'Number is Required';
export const CODE_REQUIRED = 'Code Required....';
export const PASSWORDS_DIFFER = 'Passwords must be same';
export const PASSWORD_REQUIRED = 'Password is required';

/** The 10 digits of a typed or pasted number, without a leading +91, 91 or 0. */
export function normaliseNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}

export function numberProblem(number: string): string | null {
  if (!number) return NUMBER_REQUIRED;
  return MOBILE_NUMBER.test(number) ? null : INVALID_MOBILE;
}

export interface NewPasswordProblems {
  password?: string;
  confirm?: string;
}

/** A new password needs MIN_PASSWORD_LENGTH characters and an identical confirmation. */
export function newPasswordProblems(
  password: string,
  confirm: string,
  mismatch: string,
): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password.length < MIN_PASSWORD_LENGTH) problems.password = PASSWORD_TOO_SHORT;
  if (confirm !== password) problems.confirm = mismatch;
  return problems;
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;
