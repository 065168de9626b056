import { describe, expect, it } from 'vitest';
import { passwordPolicyError, passwordScore, strengthLabel } from './password-strength.js';

describe('password strength (spec section 5)', () => {
  it('scores one point per criterion, up to 5', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
  });

  it('labels 0-2 Weak, 3 Medium, 4-5 Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual(['Weak', 'Weak', 'Weak', 'Medium', 'Strong', 'Strong']);
  });

  it('enforces each policy', () => {
    expect(passwordPolicyError('short', 'weak')).toBe('Password must be at least 8 characters long');
    expect(passwordPolicyError('abcdefgh', 'weak')).toBeNull();
    expect(passwordPolicyError('abcdefgh', 'medium')).toMatch(/at least 3 of these 5/);
    expect(passwordPolicyError('Abcdefgh', 'medium')).toBeNull();
    expect(passwordPolicyError('Abcdefgh', 'strong')).toMatch(/at least 4 of these 5/);
    expect(passwordPolicyError('Abcdefg1', 'strong')).toBeNull();
  });
});
