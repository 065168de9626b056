// Dates of User Management, in the site's time zone (System Settings) and in the page's language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { siteTimeZoneNow } from '../../app/site/site-info';
import { formattersFor } from '../../components/format/formatters';

const dateOptions = { dateStyle: 'medium' } as const;
const dateTimeOptions = { dateStyle: 'medium', timeStyle: 'short' } as const;
const NEVER = msg({ message: 'Never', context: 'last login' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface UserDates {
  /** "Jan 5, 2024"; empty when there is no valid date. */
  date: (iso: string | null | undefined) => string;
  /** "Jan 5, 2024, 10:00 AM"; empty when there is no valid date. */
  dateTime: (iso: string | null | undefined) => string;
  /** The Last Login column: the date (or what `show` makes of it), or 'Never' for a user who has not signed in (spec section 2). */
  lastLogin: (iso: string | null | undefined, show?: (iso: string) => string) => string;
}

/** The formats in `i18n`'s language and `timeZone` (the site's). */
export function userDates(i18n: I18n, timeZone: string = siteTimeZoneNow()): UserDates {
  const format = formattersFor(i18n);
  const date = (iso: string | null | undefined) => {
    const parsed = parse(iso);
    return parsed ? format.dateTime(dateOptions, timeZone).format(parsed) : '';
  };
  const dateTime = (iso: string | null | undefined) => {
    const parsed = parse(iso);
    return parsed ? format.dateTime(dateTimeOptions, timeZone).format(parsed) : '';
  };
  const lastLogin = (iso: string | null | undefined, show: (iso: string) => string = date) => (parse(iso) && iso ? show(iso) : i18n._(NEVER));
  return { date, dateTime, lastLogin };
}

/** The formats in the page's language. */
export function useUserDates(): UserDates {
  const { i18n } = useLingui();
  return userDates(i18n);
}
