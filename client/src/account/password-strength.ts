export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

export const PASSWORD_STRENGTH_MAX = 5;

/**
 * Spec section 5: one point each for length 8 or more, an uppercase letter, a lowercase letter,
 * a digit and a special character (anything that is not a letter, digit or space).
 */
export function passwordScore(password: string): number {
  const checks = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9\s]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

/** Score 2 or less is Weak, 3 Medium, 4-5 Strong. */
export function passwordStrength(score: number): PasswordStrength {
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Medium';
  return 'Strong';
}
