import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { formattersFor } from './formatters';
import type { Formatters } from './formatters';

/**
 * Dates, numbers and money in the page's language (README › Languages):
 *
 *   const format = useFormat();
 *   format.count(1234); format.money(49); format.dateTime({ dateStyle: 'medium' }, timeZone).format(date);
 *
 * Time zones are not this hook's: `useTimeZone()` (clock.ts) for moments shown to a visitor, the site's
 * zone (`siteTimeZone()`, app/site/site-info.ts) in the back office.
 */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  // The instance stays the same when its language changes: its locale is what tells.
  const language = i18n.locale;
  return useMemo(() => formattersFor(i18n, language), [i18n, language]);
}
