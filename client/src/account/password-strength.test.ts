import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './password-strength';

describe('passwordScore', () => {
  it('gives nothing for an empty password', () => {
    expect(passwordScore('')).toBe(0);
  });

  it('counts each rule once: length, uppercase, lowercase, digit, special', () => {
    expect(passwordScore('abcdefgh')).toBe(2); // length + lowercase
    expect(passwordScore('Abcdefgh')).toBe(3); // + uppercase
    expect(passwordScore('Abcdefg1')).toBe(4); // + digit
    expect(passwordScore('Abcdef1!')).toBe(5); // + special
  });

  it('does not award the length point below 8 characters', () => {
    expect(passwordScore('Ab1!')).toBe(4);
    expect(passwordScore('Abc1!xy')).toBe(4);
    expect(passwordScore('Abc1!xyz')).toBe(5);
  });

  it('does not count spaces as special characters', () => {
    expect(passwordScore('abc defg')).toBe(2);
  });
});

describe('passwordStrength', () => {
  it('labels 0-2 Weak, 3 Medium, 4-5 Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrength)).toEqual(['Weak', 'Weak', 'Weak', 'Medium', 'Strong', 'Strong']);
  });
});
