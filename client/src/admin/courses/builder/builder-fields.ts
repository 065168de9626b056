/** A text field's error state and message from the builder's keyed field messages, or its hint. */
export function fieldProps(errors: Record<string, string>, key: string, hint?: string) {
  const message = errors[key];
  return { error: Boolean(message), helperText: message ?? hint };
}

/** A file's size for people: 2.4 MB, 380 kB. */
export function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1024 / 1024;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return megabytes >= 1 ? `${format.format(megabytes)} MB` : `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}
