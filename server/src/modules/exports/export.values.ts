/**
 * How one value is written (spec section 5): fields named with At, Date or timestamp — and any real
 * date — follow the chosen date format; objects become JSON; text that a spreadsheet would run as a
 * formula is neutralised (OWASP CSV injection: a leading quote before = + - @ tab or CR).
 */
import { plainText } from '../../core/text.js';
import type { DateFormat } from './export.options.js';

export function isDateField(name: string): boolean {
  return /At|Date/.test(name) || /timestamp/i.test(name);
}

/** Settings offer friendly zone names; Intl needs IANA ones. Unknown names fall back to UTC. */
const ZONE_ALIASES: Record<string, string> = {
  'Eastern Time': 'America/New_York',
  EST: 'America/New_York',
  'Pacific Time': 'America/Los_Angeles',
  PST: 'America/Los_Angeles',
  'Greenwich Mean Time': 'Europe/London',
  GMT: 'Europe/London',
};

export function resolveTimeZone(zone: string | undefined): string {
  const candidate = (zone && ZONE_ALIASES[zone]) ?? zone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: candidate });
    return candidate;
  } catch {
    return 'UTC';
  }
}

/** How dates are written: the chosen format, the site's time zone, and the requester's language (`local`). */
export type DateStyle = { format: DateFormat; timeZone: string; locale: string };

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

const localFormats = new Map<string, Intl.DateTimeFormat>();
function localFormat(timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let f = localFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { timeZone, dateStyle: 'short', timeStyle: 'medium' });
    localFormats.set(key, f);
  }
  return f;
}

/**
 * iso: 2026-11-23T12:00:00.000Z; local: the site's time zone in the requester's language, e.g.
 * 11/23/26, 7:00:00 AM (English) or 23.11.26, 07:00:00 (German); timestamp: Unix seconds.
 */
export function formatDate(value: unknown, style: DateStyle): string | number | null {
  const d = asDate(value);
  if (!d) return value === null || value === undefined ? null : plainText(value);
  if (style.format === 'timestamp') return Math.floor(d.getTime() / 1000);
  if (style.format === 'local') return localFormat(style.timeZone, style.locale).format(d);
  return d.toISOString();
}

/** The value as JSON exports carry it: dates formatted, everything else as is. */
export function jsonValue(field: string, value: unknown, style: DateStyle): unknown {
  if (value === undefined) return null;
  if (value instanceof Date || (value !== null && isDateField(field) && typeof value !== 'object')) return formatDate(value, style);
  return value;
}

/** A cell of CSV or XLSX text: dates formatted, objects as JSON, formulas neutralised. */
export function textCell(field: string, value: unknown, style: DateStyle): string | number | boolean | null {
  const v = jsonValue(field, value, style);
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return neutraliseFormula(plainText(v));
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
