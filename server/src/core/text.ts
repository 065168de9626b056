/**
 * A value as plain text, for sorting keys and text cells: strings as they are, dates as ISO 8601
 * (so they sort and read the same everywhere), other scalars as JavaScript writes them, and lists
 * or objects as their JSON (never "[object Object]").
 */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  if (value === null || value === undefined) return String(value);
  return JSON.stringify(value);
}
