import { getSettings } from '../settings/index.js';
import { ianaZone } from './zoned-time.js';

/** The zone the figures' calendar follows: System Settings → Timezone. */
export async function siteZone(): Promise<string> {
  return ianaZone((await getSettings()).general.timezone);
}
