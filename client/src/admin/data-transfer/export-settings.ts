/**
 * The Export Settings dialog's values and rules (spec sections 2, 3 and 9): kept in browser local
 * storage under one key, and saved to the administrator's account so they follow them.
 */
export const EXPORT_SETTINGS_KEY = 'exportSettings';
export const EXPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const DATE_FORMATS = ['iso', 'local', 'timestamp'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface ExportSettings {
  format: ExportFormat;
  includeHeaders: boolean;
  dateFormat: DateFormat;
  includeMetadata: boolean;
  compression: boolean;
  filename?: string;
}

/** Reset to Defaults: json, headers on, iso, metadata on, compression off. */
export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  format: 'json',
  includeHeaders: true,
  dateFormat: 'iso',
  includeMetadata: true,
  compression: false,
};

/** Include Headers means nothing to JSON; Include Metadata nothing to CSV. */
export const headersDisabled = (format: ExportFormat) => format === 'json';
export const metadataDisabled = (format: ExportFormat) => format === 'csv';

/** The file's extension follows the format (a .zip when compressed). */
export function extensionFor(settings: Pick<ExportSettings, 'format' | 'compression'>): string {
  return settings.compression ? '.zip' : `.${settings.format}`;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** Whatever the storage holds, answers complete settings: unknown or broken values fall back to the defaults. */
export function normaliseSettings(raw: unknown): ExportSettings {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const filename = typeof v['filename'] === 'string' && v['filename'].trim() ? v['filename'].trim() : undefined;
  return {
    format: isOneOf(EXPORT_FORMATS, v['format']) ? v['format'] : DEFAULT_EXPORT_SETTINGS.format,
    includeHeaders: typeof v['includeHeaders'] === 'boolean' ? v['includeHeaders'] : DEFAULT_EXPORT_SETTINGS.includeHeaders,
    dateFormat: isOneOf(DATE_FORMATS, v['dateFormat']) ? v['dateFormat'] : DEFAULT_EXPORT_SETTINGS.dateFormat,
    includeMetadata: typeof v['includeMetadata'] === 'boolean' ? v['includeMetadata'] : DEFAULT_EXPORT_SETTINGS.includeMetadata,
    compression: typeof v['compression'] === 'boolean' ? v['compression'] : DEFAULT_EXPORT_SETTINGS.compression,
    ...(filename ? { filename } : {}),
  };
}

export function loadStoredSettings(): ExportSettings {
  try {
    return normaliseSettings(JSON.parse(localStorage.getItem(EXPORT_SETTINGS_KEY) ?? 'null'));
  } catch {
    return { ...DEFAULT_EXPORT_SETTINGS };
  }
}

export function storeSettings(settings: ExportSettings): void {
  localStorage.setItem(EXPORT_SETTINGS_KEY, JSON.stringify(settings));
}
