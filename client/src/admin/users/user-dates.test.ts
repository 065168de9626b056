import { describe, expect, it } from 'vitest';
import { i18nInLanguage, testI18n } from '../../i18n/testing';
import { userDates } from './user-dates';

describe('user dates', () => {
  const { date, dateTime, lastLogin } = userDates(testI18n, 'UTC');

  it('formats dates in the page’s language', async () => {
    expect(date('2024-01-05T12:00:00Z')).toBe('Jan 5, 2024');
    expect(dateTime('2024-01-05T10:30:00Z')).toMatch(/^Jan 5, 2024, 10:30\s?AM$/);
    expect(date(null)).toBe('');
    expect(date('not a date')).toBe('');
    expect(userDates(await i18nInLanguage('de'), 'UTC').date('2024-01-05T12:00:00Z')).toBe('05.01.2024');
  });

  it("shows 'Never' for a missing last login", async () => {
    expect(lastLogin(null)).toBe('Never');
    expect(lastLogin(undefined)).toBe('Never');
    expect(lastLogin('')).toBe('Never');
    expect(lastLogin('2024-03-01T12:00:00Z')).toBe('Mar 1, 2024');
    expect(userDates(await i18nInLanguage('de'), 'UTC').lastLogin(null)).toBe('Nie');
  });
});
