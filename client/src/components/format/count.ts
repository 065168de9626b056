// English only, for screens not yet converted to the page's language: new code uses useFormat() (useFormat.ts).
const count = new Intl.NumberFormat('en-US');

/** A count as every figure in the app shows it: whole, with thousands separators (1,234). */
export const formatCount = (n: number): string => count.format(n);
