/** What every format writer receives: the sections to write (one, or one per type for `all`). */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { I18n } from '@lingui/core';
import type { DateStyle } from '../export.values.js';
import type { ExportOptions } from '../export.options.js';
import type { ExportSource, Row } from '../export.sources.js';

export type ExportMetadata = {
  product: string;
  version: string;
  type: string;
  format: string;
  exportedAt: Date;
  filters: Record<string, unknown>;
  count: number;
};

export type Section = { source: ExportSource; rows: AsyncIterable<Row>; count: number };

export type WriteJob = {
  sections: Section[];
  /** `all` writes an object (JSON) or a workbook (XLSX) keyed by type, even if only one part. */
  combined: boolean;
  options: ExportOptions;
  style: DateStyle;
  meta: ExportMetadata;
  /** The requester's language: titles, headings and the report's own words (JSON keys stay as they are). */
  i18n: I18n;
  out: Writable;
};

export type FormatWriter = (job: WriteJob) => Promise<void>;

/** Writes with backpressure: waits when the destination's buffer is full. */
export async function put(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}
