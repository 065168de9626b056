import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('  ada  king   lovelace ')).toBe('AL');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('Madonna')).toBe('M');
  });

  it('keeps accented letters and emoji whole', () => {
    expect(initials('élodie Ørsted')).toBe('ÉØ');
    expect(initials('😀 Smile')).toBe('😀S');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(initials('', 'zoe@example.com')).toBe('Z');
    expect(initials('   ')).toBe('?');
  });
});
