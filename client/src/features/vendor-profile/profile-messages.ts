/** vendor.md §5 and §8: the profile screen's texts, spelt as the spec spells them. */
export const PASSWORD_MUST_MATCH = 'Password must be same';
export const PASSWORD_UPDATED = 'Password Updated';
export const NAME_UPDATED = 'update Successfully';
export const NUMBER_UPDATED = 'Update successfully';
export const COD_SAVED = 'saved';

/** The server's rules, checked first here (@contracts/vendor-profile). */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must have at least ${MIN_PASSWORD_LENGTH} characters`;
export const NAME_REQUIRED = 'Name is required';
export const NUMBER_INVALID = 'Enter a valid 10-digit mobile number';

/** Why the new password cannot be saved, or null. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirm) return PASSWORD_MUST_MATCH;
  return null;
}
