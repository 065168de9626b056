/** The download's name and type (spec section 7): product, type, the word export, the date; or the custom name. */
import type { ExportFormat, ExportOptions, ExportType } from './export.options.js';

export const CONTENT_TYPES: Record<ExportFormat | 'zip', string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'export';

/** YYYY-MM-DD in the site's time zone. */
export function isoDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export type ExportFileNames = { inner: string; download: string; contentType: string };

export function exportFileNames(product: string, type: ExportType, format: ExportFormat, options: ExportOptions, at: Date, timeZone: string): ExportFileNames {
  const custom = options.filename?.trim().replace(new RegExp(`\\.(${format}|zip)$`, 'i'), '');
  const base = custom || `${slug(product)}-${type}-export-${isoDay(at, timeZone)}`;
  const inner = `${base}.${format}`;
  return options.compression
    ? { inner, download: `${base}.zip`, contentType: CONTENT_TYPES.zip }
    : { inner, download: inner, contentType: CONTENT_TYPES[format] };
}
