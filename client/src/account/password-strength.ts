/**
 * The password strength score of spec section 5 is computed in one place for client and server,
 * `@ai-solutions/common`, so the meter shown while typing always agrees with the policy the server
 * enforces.
 */
export {
  passwordScore,
  strengthLabel as passwordStrength,
  PASSWORD_MAX_SCORE as PASSWORD_STRENGTH_MAX,
  type StrengthLabel as PasswordStrength,
} from '@ai-solutions/common';
