import { describe, expect, it } from 'vitest';
import { dayStart, ianaZone, monthStart } from './zoned-time.js';

describe('calendar boundaries in the site’s time zone', () => {
  it('maps the settings’ choices to zones and falls back to UTC', () => {
    expect(ianaZone('UTC')).toBe('UTC');
    expect(ianaZone('Eastern Time')).toBe('America/New_York');
    expect(ianaZone('PST')).toBe('America/Los_Angeles');
    expect(ianaZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(ianaZone('Mars/Olympus')).toBe('UTC');
  });

  it('starts a month at local midnight on the 1st', () => {
    // 2026-03-01 03:00 UTC is still February in New York (22:00 on the 28th, EST = UTC-5).
    const now = new Date('2026-03-01T03:00:00Z');
    expect(monthStart(now, 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStart(now, 'America/New_York').toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(monthStart(now, 'America/New_York', 1).toISOString()).toBe('2026-01-01T05:00:00.000Z');
    // Across a year boundary, and in summer time (EDT = UTC-4).
    expect(monthStart(new Date('2026-01-15T12:00:00Z'), 'UTC', 1).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-07-15T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('starts days at local midnight, across a daylight-saving change', () => {
    // US clocks moved forward on 2026-03-08.
    const now = new Date('2026-03-09T12:00:00Z');
    expect(dayStart(now, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart(now, 'America/New_York', 2).toISOString()).toBe('2026-03-07T05:00:00.000Z');
  });
});
