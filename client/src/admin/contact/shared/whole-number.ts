/** An order field's text: blank is allowed (the default applies); otherwise a whole number from 0. */
export function wholeNumberError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n)) return 'Order must be a whole number';
  if (n < 0) return 'Order must be at least 0';
  return undefined;
}
