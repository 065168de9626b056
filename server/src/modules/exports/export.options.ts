/**
 * What an export may be asked for (spec sections 3, 5 and 9) and the spec's messages, word for word.
 * Everything a caller sends is checked here once, for GraphQL and REST alike.
 */
import { z } from 'zod';
import { ValidationError } from '../../core/errors.js';
import { issueFields } from '../../core/validation.js';
import type { ExportFilters } from '../../core/export-source.js';
import { COMPLETE_EXPORT, exportTypes } from './export.sources.js';

/** An export type's name: an installed export source's (export.sources.ts), or `all`. */
export type ExportType = string;

export const EXPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const DATE_FORMATS = ['iso', 'local', 'timestamp'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const EXPORT_MESSAGES = {
  failed: (reason?: string | null) => `Export failed: ${reason || 'Unknown error'}`,
  unsupportedType: (type: string) => `Unsupported export type: ${type}`,
  unsupportedFormat: (format: string) => `Unsupported export format: ${format}`,
  csvForAll: 'CSV format is not supported for complete database export. Please use JSON format.',
} as const;

/** Spec section 9: json, headers on, iso, metadata on, compression off. */
export const DEFAULT_EXPORT_OPTIONS = {
  includeHeaders: true,
  dateFormat: 'iso' as DateFormat,
  includeMetadata: true,
  compression: false,
  filename: undefined as string | undefined,
};

export type ExportOptions = typeof DEFAULT_EXPORT_OPTIONS;

const ExportOptionsInput = z
  .object({
    includeHeaders: z.boolean({ error: 'Include Headers must be true or false' }).nullish(),
    includeMetadata: z.boolean({ error: 'Include Metadata must be true or false' }).nullish(),
    compression: z.boolean({ error: 'Compression must be true or false' }).nullish(),
    dateFormat: z.enum(DATE_FORMATS, { error: `Date format must be one of ${DATE_FORMATS.join(', ')}` }).nullish(),
    filename: z
      .string({ error: 'Filename must be text' })
      .trim()
      .max(120, { error: 'Filename must be at most 120 characters' })
      // A name, not a path: letters, digits, spaces, dot, dash and underscore only.
      .regex(/^[\p{L}\p{N} ._-]*$/u, { error: 'Filename may use letters, digits, spaces, dots, dashes and underscores only' })
      .nullish(),
  })
  .nullish();

/** The list filters an export may carry: the same ones its admin list offers. */
export const ExportFilterInput = z
  .object({
    search: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).nullish(),
    status: z.string().trim().max(40).nullish(),
    role: z.string().trim().max(40).nullish(),
    category: z.string().trim().max(60).nullish(),
    level: z.string().trim().max(40).nullish(),
    priority: z.string().trim().max(40).nullish(),
    department: z.string().trim().max(60).nullish(),
    jobType: z.string().trim().max(40).nullish(),
    activeOnly: z.boolean().nullish(),
    /** Analytics: the report's period (7d, 30d, 90d, 1y; default 30d), checked by the analytics service. */
    period: z.string().trim().max(10).nullish(),
    /** Activity log: the list's record type and action, checked by the activity service. */
    entityType: z.string().trim().max(40).nullish(),
    action: z.string().trim().max(40).nullish(),
    /** Activity log: the list's date range, as instants (a DateTime over GraphQL, ISO text over REST). */
    from: instant('From').nullish(),
    to: instant('To').nullish(),
  })
  .nullish();
export type { ExportFilters } from '../../core/export-source.js';

/** A date filter kept as ISO text, so a stored download request reads back the same. */
function instant(label: string) {
  return z
    .union([z.date(), z.string().trim().max(40)], { error: `${label} must be a date` })
    .transform((v, ctx) => {
      const at = v instanceof Date ? v : new Date(v);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date` });
        return z.NEVER;
      }
      return at.toISOString();
    });
}

export type ExportRequest = { type: ExportType; format: ExportFormat; options: ExportOptions; filters: ExportFilters };

/** Checks type, format and options, in the order and with the messages of the spec. */
export function parseExportRequest(type: unknown, format: unknown, rawOptions: unknown, rawFilters: unknown): ExportRequest {
  if (typeof type !== 'string' || !exportTypes().includes(type)) {
    throw new ValidationError({ type: EXPORT_MESSAGES.unsupportedType(String(type)) });
  }
  if (typeof format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new ValidationError({ format: EXPORT_MESSAGES.unsupportedFormat(String(format)) });
  }
  if (type === COMPLETE_EXPORT && format === 'csv') throw new ValidationError({ format: EXPORT_MESSAGES.csvForAll });
  const options = ExportOptionsInput.safeParse(rawOptions);
  if (!options.success) throw new ValidationError(issueFields(options.error, ['options']));
  const filters = ExportFilterInput.safeParse(rawFilters);
  if (!filters.success) throw new ValidationError(issueFields(filters.error, ['filters']));
  const o = options.data ?? {};
  const cleanFilters: ExportFilters = {};
  // Filters the caller passed as undefined come through as keys with undefined values.
  for (const [key, value] of Object.entries<unknown>(filters.data ?? {})) {
    if (value !== null && value !== undefined && value !== '') (cleanFilters as Record<string, unknown>)[key] = value;
  }
  return {
    type,
    format: format as ExportFormat,
    options: {
      includeHeaders: o.includeHeaders ?? DEFAULT_EXPORT_OPTIONS.includeHeaders,
      includeMetadata: o.includeMetadata ?? DEFAULT_EXPORT_OPTIONS.includeMetadata,
      compression: o.compression ?? DEFAULT_EXPORT_OPTIONS.compression,
      dateFormat: o.dateFormat ?? DEFAULT_EXPORT_OPTIONS.dateFormat,
      filename: o.filename || undefined,
    },
    filters: cleanFilters,
  };
}
