import { describe, expect, it } from 'vitest';
import { registrationError } from './password-rules';

describe('registrationError', () => {
  it('checks matching first, then length, then terms', () => {
    expect(registrationError({ password: 'short', confirmPassword: 'other', agreeToTerms: false })).toBe(
      'Passwords do not match',
    );
    expect(registrationError({ password: 'short', confirmPassword: 'short', agreeToTerms: false })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(registrationError({ password: 'longenough', confirmPassword: 'longenough', agreeToTerms: false })).toBe(
      'Please agree to the terms and conditions',
    );
    expect(registrationError({ password: 'longenough', confirmPassword: 'longenough', agreeToTerms: true })).toBeNull();
  });
});
