const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$499", "$49.99": dollars as people read them, cents only when there are some. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}
