/** JSON: an array of rows, or `{ metadata, data }` when Include Metadata is on; `all` keys rows by type. */
import { jsonValue, type DateStyle } from '../export.values.js';
import type { Row } from '../export.sources.js';
import { put, type FormatWriter, type ExportMetadata } from './writer.js';

function rowJson(row: Row, style: DateStyle): string {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = jsonValue(key, value, style);
  return JSON.stringify(out);
}

export function metadataJson(meta: ExportMetadata, style: DateStyle): Record<string, unknown> {
  return {
    product: meta.product,
    version: meta.version,
    type: meta.type,
    format: meta.format,
    exportedAt: jsonValue('exportedAt', meta.exportedAt, style),
    filters: meta.filters,
    count: meta.count,
  };
}

export const writeJson: FormatWriter = async ({ sections, combined, options, style, meta, out }) => {
  if (options.includeMetadata) await put(out, `{"metadata":${JSON.stringify(metadataJson(meta, style))},"data":`);
  if (combined) await put(out, '{');
  for (const [index, section] of sections.entries()) {
    if (combined) await put(out, `${index ? ',' : ''}\n${JSON.stringify(section.source.type)}:`);
    await put(out, '[');
    let first = true;
    for await (const row of section.rows) {
      await put(out, `${first ? '' : ','}\n${rowJson(row, style)}`);
      first = false;
    }
    await put(out, '\n]');
  }
  if (combined) await put(out, '\n}');
  if (options.includeMetadata) await put(out, '}');
  await put(out, '\n');
};
