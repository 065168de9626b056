export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const TERMS_NOT_AGREED = 'Please agree to the terms and conditions';

/** The checks shared by Register, Reset password and Change password, in the spec's order. */
export function newPasswordError(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** Spec section 5, checked in this order: passwords match, length, terms agreed. */
export function registrationError(input: { password: string; confirmPassword: string; agreeToTerms: boolean }): string | null {
  return newPasswordError(input.password, input.confirmPassword) ?? (input.agreeToTerms ? null : TERMS_NOT_AGREED);
}
