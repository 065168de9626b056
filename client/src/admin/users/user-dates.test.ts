import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, lastLoginLabel } from './user-dates';

describe('user dates', () => {
  it('formats dates in English', () => {
    expect(formatDate('2024-01-05T12:00:00')).toBe('Jan 5, 2024');
    expect(formatDateTime('2024-01-05T10:30:00')).toMatch(/^Jan 5, 2024, 10:30\s?AM$/);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("shows 'Never' for a missing last login", () => {
    expect(lastLoginLabel(null)).toBe('Never');
    expect(lastLoginLabel(undefined)).toBe('Never');
    expect(lastLoginLabel('')).toBe('Never');
    expect(lastLoginLabel('2024-03-01T12:00:00')).toBe('Mar 1, 2024');
  });
});
