import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INTL_LOCALES, isLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import { RELATIVE_TIME_STEPS } from './relative-time-steps';

/**
 * Dates, numbers and money in the page's language (README › Languages): what a component shows
 * comes from `useFormat()` (useFormat.ts), never from a formatter of a fixed locale. Each
 * Intl formatter is made once per language and options and reused: making one costs far more
 * than formatting with it.
 */
export type Formatters = {
  /** The language's Intl locale (`es-ES`…). */
  readonly locale: string;
  /** A count, whole, with the language's thousands separators: 1,234 / 1.234 / 1 234. */
  count: (n: number) => string;
  /** A number with the given options (percentages, one decimal…). */
  number: (n: number, options?: Intl.NumberFormatOptions) => string;
  /** An amount of money: whole units when it has no cents ("$1,200", "1.200 US$"). */
  money: (amount: number, currency?: string) => string;
  /** A date formatter for `options` in `timeZone` (undefined: the browser's). */
  dateTime: (options: Intl.DateTimeFormatOptions, timeZone?: string) => Intl.DateTimeFormat;
  /** "just now", "5 minutes ago", "yesterday"… for an ISO date, as of `now`. */
  relativeTime: (iso: string, now?: number) => string;
};

const JUST_NOW = msg`just now`;


function memo<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** Intl's formatters of one language, made on first use. */
type IntlOf = {
  locale: string;
  number: (options: string) => Intl.NumberFormat;
  date: (spec: string) => Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
};

const byLanguage = new Map<string, IntlOf>();

function intlOf(language: keyof typeof INTL_LOCALES): IntlOf {
  let intl = byLanguage.get(language);
  if (!intl) {
    const locale = INTL_LOCALES[language];
    intl = {
      locale,
      number: memo((options) => new Intl.NumberFormat(locale, JSON.parse(options) as Intl.NumberFormatOptions)),
      date: memo((spec) => {
        const { timeZone, options } = JSON.parse(spec) as { timeZone?: string; options: Intl.DateTimeFormatOptions };
        return new Intl.DateTimeFormat(locale, { ...options, timeZone });
      }),
      relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    };
    byLanguage.set(language, intl);
  }
  return intl;
}

/** The formatters of `language` (default: `i18n`'s), their words (such as "just now") from `i18n`'s messages. */
export function formattersFor(i18n: I18n, language: string = i18n.locale): Formatters {
  const intl = intlOf(isLanguage(language) ? language : SOURCE_LANGUAGE);
  return {
    locale: intl.locale,
    count: (n) => intl.number('{}').format(n),
    number: (n, options = {}) => intl.number(JSON.stringify(options)).format(n),
    money: (amount, currency = 'USD') =>
      intl.number(JSON.stringify({ style: 'currency', currency, ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : {}) })).format(amount),
    dateTime: (options, timeZone) => intl.date(JSON.stringify({ timeZone, options })),
    relativeTime: (iso, now = Date.now()) => {
      let amount = (new Date(iso).getTime() - now) / 1000;
      if (Number.isNaN(amount)) return '';
      if (Math.abs(amount) < 45) return i18n._(JUST_NOW);
      for (const [unit, size] of RELATIVE_TIME_STEPS) {
        if (Math.abs(amount) < size) return intl.relative.format(Math.round(amount), unit);
        amount /= size;
      }
      return '';
    },
  };
}
