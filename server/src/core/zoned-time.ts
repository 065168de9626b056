/**
 * Calendar boundaries in the site's time zone (System Settings → Timezone): "this month" starts at
 * local midnight on the 1st there, not in UTC and not in the server's own zone.
 */
import { zoneOffsetMs as offsetMs } from './zone-offset.js';

/** The settings' Timezone choices (spec section 2: UTC, Eastern Time, Pacific Time, Greenwich Mean Time) as IANA zones. */
const NAMED_ZONES: Readonly<Record<string, string>> = {
  utc: 'UTC',
  est: 'America/New_York',
  edt: 'America/New_York',
  'eastern time': 'America/New_York',
  pst: 'America/Los_Angeles',
  pdt: 'America/Los_Angeles',
  'pacific time': 'America/Los_Angeles',
  gmt: 'Europe/London',
  'greenwich mean time': 'Europe/London',
};

/** The IANA zone for a stored setting; an unknown value falls back to UTC. */
export function ianaZone(setting: string | null | undefined): string {
  const value = (setting ?? '').trim();
  const named = NAMED_ZONES[value.toLowerCase()];
  if (named) return named;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value || 'UTC';
  } catch {
    return 'UTC';
  }
}

type LocalDate = { year: number; month: number; day: number };

/** The calendar date at `instant` in `zone` (month 1-12). */
export function localDate(instant: Date, zone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The instant of local midnight starting the given day in `zone` (month and day may overflow, as in Date.UTC). */
export function zonedMidnight(year: number, month: number, day: number, zone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetMs(guess, zone);
  // A second pass settles days whose offset differs from the guess's (daylight saving changes).
  return new Date(guess - offsetMs(first, zone));
}

/** Local midnight on the 1st of the month `monthsAgo` before the one containing `now`. */
export function monthStart(now: Date, zone: string, monthsAgo = 0): Date {
  const today = localDate(now, zone);
  return zonedMidnight(today.year, today.month - monthsAgo, 1, zone);
}

/** Local midnight `daysAgo` days before today's. */
export function dayStart(now: Date, zone: string, daysAgo = 0): Date {
  const today = localDate(now, zone);
  return zonedMidnight(today.year, today.month, today.day - daysAgo, zone);
}
