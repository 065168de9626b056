/**
 * Weeks in the site's time zone (System Settings › General › Timezone): a week runs from local
 * midnight on Monday to the next Monday's, whatever the UTC offset (or a daylight-saving change).
 */
import { localDate, zonedMidnight } from '../../core/zoned-time.js';

export type Week = { start: Date; end: Date };

/** The week `weeksAgo` weeks before the one containing `now` (0: the current week). */
export function weekOf(now: Date, zone: string, weeksAgo = 0): Week {
  const today = localDate(now, zone);
  // 0 on Monday … 6 on Sunday.
  const sinceMonday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
  const monday = today.day - sinceMonday - 7 * weeksAgo;
  return { start: zonedMidnight(today.year, today.month, monday, zone), end: zonedMidnight(today.year, today.month, monday + 7, zone) };
}
