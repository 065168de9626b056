import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formattersFor } from '../../components/format/formatters';

/** The dashboard's number formats, shared by its cards, the analytics screen and their tests, in `i18n`'s language. */

/** Spec: revenue in thousands of dollars with a K suffix ($125K, $0.4K); other languages write their own thousands. */
export function formatRevenueK(dollars: number, i18n: I18n): string {
  const amount = formattersFor(i18n).number(dollars / 1000, { maximumFractionDigits: 1 });
  return i18n._(msg({ message: `$${amount}K`, comment: 'An amount of US dollars in thousands ($125K).' }));
}

/** Against what a change is measured. */
export type ChangeAgainst = 'last month' | 'last period';

/** "+12% from last month", "-5% from last period", or "—" when there is nothing to compare with. */
export function formatChange(percent: number | null | undefined, against: ChangeAgainst, i18n: I18n): string {
  if (percent === null || percent === undefined) return '—';
  const change = `${percent > 0 ? '+' : ''}${formattersFor(i18n).number(percent)}`;
  return against === 'last month' ? i18n._(msg`${change}% from last month`) : i18n._(msg`${change}% from last period`);
}

export function trendOf(percent: number | null | undefined): 'up' | 'down' | 'neutral' {
  if (!percent) return 'neutral';
  return percent > 0 ? 'up' : 'down';
}

const DAYS = msg({ message: '{days, plural, one {# day} other {# days}}', comment: 'Part of an uptime: "3 days 4 hours".' });
const HOURS = msg({ message: '{hours, plural, one {# hour} other {# hours}}', comment: 'Part of an uptime: "3 days 4 hours", "5 hours 12 minutes".' });
const MINUTES = msg({ message: '{minutes, plural, one {# minute} other {# minutes}}', comment: 'Part of an uptime: "5 hours 12 minutes".' });

/** "3 days 4 hours", "5 hours 12 minutes", "42 minutes". */
export function formatUptime(seconds: number, i18n: I18n): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  // A descriptor with its values, built apart: the extractor reads a literal passed to i18n._ as a message of its own.
  const say = (descriptor: MessageDescriptor, values: Record<string, number>) => {
    const message: MessageDescriptor = { ...descriptor, values };
    return i18n._(message);
  };
  const day = say(DAYS, { days });
  const hour = say(HOURS, { hours });
  const minute = say(MINUTES, { minutes });
  const words = days > 0 ? [day, hour] : hours > 0 ? [hour, minute] : [minute];
  return words.join(' ');
}
