/**
 * The export types: every installed module's export sources (core/export-source.ts), and `all`,
 * the complete export of the business data in the sources' `completeOrder`.
 */
import type { ExportSource } from '../../core/export-source.js';
import { partsOf } from '../../core/module.js';

export type { Column, ExportSource, Row } from '../../core/export-source.js';

export const COMPLETE_EXPORT = 'all';

export function exportSources(): ExportSource[] {
  return partsOf('exports');
}

/** The names an export may be asked for, `all` last. */
export function exportTypes(): string[] {
  return [...exportSources().map((s) => s.type), COMPLETE_EXPORT];
}

/** The sources `type` is made of: one, or for `all` the business data in its order. */
export function sourcesOf(type: string): ExportSource[] {
  const sources = exportSources();
  if (type !== COMPLETE_EXPORT) return sources.filter((s) => s.type === type);
  return sources.filter((s) => s.completeOrder !== undefined).sort((a, b) => (a.completeOrder ?? 0) - (b.completeOrder ?? 0));
}
