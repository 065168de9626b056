// Dates of User Management, in the site's time zone (System Settings) and in English like the rest of the screen.
import { siteDateFormat } from '../../app/site/site-info';

const dateFormat = { dateStyle: 'medium' } as const;
const dateTimeFormat = { dateStyle: 'medium', timeStyle: 'short' } as const;

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 5, 2024"; empty when there is no valid date. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? siteDateFormat(dateFormat).format(date) : '';
}

/** "Jan 5, 2024, 10:00 AM"; empty when there is no valid date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? siteDateFormat(dateTimeFormat).format(date) : '';
}

/** The Last Login column: the date, or 'Never' for a user who has not signed in (spec section 2). */
export function lastLoginLabel(iso: string | null | undefined, format: (iso: string) => string = formatDate): string {
  return parse(iso) && iso ? format(iso) : 'Never';
}
