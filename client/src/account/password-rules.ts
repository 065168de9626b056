import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PASSWORD_MIN_LENGTH = 8;

// The checks answer the problem by its English sentence, which names it; the screen shows it in
// its language through PASSWORD_PROBLEM_MESSAGES.
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const TERMS_NOT_AGREED = 'Please agree to the terms and conditions';

export type PasswordProblem = typeof PASSWORDS_DO_NOT_MATCH | typeof PASSWORD_TOO_SHORT | typeof TERMS_NOT_AGREED;

/** What each problem says, translated where shown: `i18n._(PASSWORD_PROBLEM_MESSAGES[problem])`. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, MessageDescriptor> = {
  [PASSWORDS_DO_NOT_MATCH]: msg`Passwords do not match`,
  [PASSWORD_TOO_SHORT]: msg`Password must be at least 8 characters long`,
  [TERMS_NOT_AGREED]: msg`Please agree to the terms and conditions`,
};

/** The checks shared by Register, Reset password and Change password, in the spec's order. */
export function newPasswordError(password: string, confirmPassword: string): PasswordProblem | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** Spec section 5, checked in this order: passwords match, length, terms agreed. */
export function registrationError(input: { password: string; confirmPassword: string; agreeToTerms: boolean }): PasswordProblem | null {
  return newPasswordError(input.password, input.confirmPassword) ?? (input.agreeToTerms ? null : TERMS_NOT_AGREED);
}
