/** Dates in e-mails are written in the site's time zone (System Settings › General › Timezone). */
import { getSettings } from './settings.service.js';

export async function formatSiteDateTime(date: Date): Promise<string> {
  const { timezone } = (await getSettings()).general;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long', timeZone: timezone }).format(date);
}
