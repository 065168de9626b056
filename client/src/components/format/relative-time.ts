// English only, for screens not yet converted to the page's language: new code uses useFormat() (useFormat.ts).
import { RELATIVE_TIME_STEPS } from './relative-time-steps';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday"… for an ISO date. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(amount)) return '';
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of RELATIVE_TIME_STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}
