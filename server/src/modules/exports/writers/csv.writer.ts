/**
 * CSV with csv-stringify: values with a comma, quote or newline are quoted with quotes doubled
 * (spec section 5), objects are JSON, formulas are neutralised. A UTF-8 byte-order mark lets Excel
 * read accents; our importer skips it. CSV has no metadata (spec: Include Metadata is off for csv).
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { columnHeading } from '../../../core/export-source.js';
import { textCell } from '../export.values.js';
import type { FormatWriter } from './writer.js';

export const writeCsv: FormatWriter = async ({ sections, options, style, i18n, out }) => {
  const section = sections[0];
  if (!section) return;
  const { columns } = section.source;
  const cells = Readable.from(
    (async function* () {
      // The headings a person reads, in the requester's language (the importer knows them in every language).
      if (options.includeHeaders) yield columns.map((column) => columnHeading(i18n, column));
      for await (const row of section.rows) yield columns.map(({ key }) => textCell(key, row[key], style));
    })(),
  );
  const csv = stringify({
    bom: true,
    cast: { boolean: (v) => (v ? 'true' : 'false') },
  });
  await pipeline(cells, csv, out, { end: false });
};
