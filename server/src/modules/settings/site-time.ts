/** Moments in messages (alerts, e-mails) are read in the site's time zone (System Settings › General › Timezone). */
import { zonedDateTime, type ZonedDateTime } from '../../i18n/message.js';
import { getSettings } from './settings.service.js';

/** `at` as a message value: written in the reader's language, in the site's time zone. */
export async function siteDateTime(at: Date): Promise<ZonedDateTime> {
  const { timezone } = (await getSettings()).general;
  return zonedDateTime(at, timezone);
}
