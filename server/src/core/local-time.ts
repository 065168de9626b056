/**
 * Wall-clock times in the site's time zone (System Settings → Timezone): a "Publish at" of
 * 2026-12-01T09:00 means nine in the morning there, whatever zone the server or the browser is in.
 */
import { zoneOffsetMs as offsetMs } from './zone-offset.js';

/** The instant of a wall-clock time (YYYY-MM-DDTHH:mm[:ss]) in `zone`. */
export function instantOfLocal(local: string, zone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = guess - offsetMs(guess, zone);
  // Across a daylight-saving change the offset at the result may differ from the guess's.
  const second = guess - offsetMs(first, zone);
  return new Date(second);
}

/** An instant as a wall-clock time in `zone`, as a datetime-local field shows it (YYYY-MM-DDTHH:mm). */
export function localOfInstant(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + offsetMs(instant.getTime(), zone));
  return shifted.toISOString().slice(0, 16);
}
