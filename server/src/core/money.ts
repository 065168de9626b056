/** Money and rounding as people read them, shared by every module that shows a price or a rating. */
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$499", "$49.99": dollars as people read them, cents only when there are some. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}

/** Ratings and averages are shown to one decimal (4.25 → 4.3). */
export const roundToTenth = (n: number): number => Math.round(n * 10) / 10;

/** True when an amount has at most two decimals (cents), tolerant of binary floating point. */
export const hasAtMostCents = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
