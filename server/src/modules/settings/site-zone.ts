import { ianaZone } from '../../core/zoned-time.js';
import { getSettings } from './settings.service.js';

/** The zone the site's calendar follows (figures, schedules, dates on the site): System Settings → Timezone. */
export async function siteZone(): Promise<string> {
  return ianaZone((await getSettings()).general.timezone);
}
