/**
 * Spec section 5: the password strength score, 0-5, one point each for length 8 or more, an
 * uppercase letter, a lowercase letter, a digit and a special character. Score 2 or less is Weak,
 * 3 Medium, 4-5 Strong. This file is the one place the score is computed: the client's meter and the
 * server's policy both import it from `@ai-solutions/common`, so they always agree.
 */
export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';
export type PasswordPolicyName = 'weak' | 'medium' | 'strong';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_SCORE = 5;

export function passwordScore(password: string): number {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/[a-z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  // Any character that is not a letter, a digit or white space counts as special.
  if (/[^A-Za-z0-9\s]/.test(password)) score++;
  return score;
}

export function strengthLabel(score: number): StrengthLabel {
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Medium';
  return 'Strong';
}

/**
 * The password policy setting: weak needs 8 characters; medium a score of 3; strong (the default)
 * a score of 4 or more. Answers the message to show, or null when the password is acceptable.
 */
export function passwordPolicyError(password: string, policy: PasswordPolicyName): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters long';
  const score = passwordScore(password);
  if (policy === 'strong' && score < 4) {
    return 'Password is not strong enough: use at least 4 of these 5: 8 or more characters, an uppercase letter, a lowercase letter, a digit, a special character';
  }
  if (policy === 'medium' && score < 3) {
    return 'Password is not strong enough: use at least 3 of these 5: 8 or more characters, an uppercase letter, a lowercase letter, a digit, a special character';
  }
  return null;
}
