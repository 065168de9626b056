// English only, for screens not yet converted to the page's language: new code uses useFormat() (useFormat.ts).
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An en-US date formatter for `options` in `timeZone` (undefined: the browser's), made once and
 * reused: making one costs far more than formatting with it.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}
