/**
 * XLSX with exceljs's streaming writer: one sheet per type, the header row styled and frozen, dates
 * as real Excel dates (or Unix seconds for the timestamp format), widths fitted to the header and
 * the first rows (a streamed sheet must fix its widths before rows are written), and an Export Info
 * sheet when Include Metadata is on.
 */
import ExcelJS from 'exceljs';
import type { I18n } from '@lingui/core';
import { columnHeading } from '../../../core/export-source.js';
import { translate } from '../../../i18n/message.js';
import { isDateField, neutraliseFormula, textCell, type DateStyle } from '../export.values.js';
import { metadataJson } from './json.writer.js';
import type { FormatWriter, Section } from './writer.js';

const SAMPLE_ROWS = 200;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const HEADER_FILL = 'FF1F4E79';
const SETTLE_EVERY = 500;
const PENDING_LIMIT = 1024 * 1024;

/**
 * exceljs's streamed sheet ignores backpressure (its StreamBuf always answers write() with true), so
 * rows would pile up in front of the zip's deflater. Every few hundred rows, wait for it to drain.
 */
async function settle(sheet: ExcelJS.Worksheet): Promise<void> {
  // The pipe is archiver's readable-stream PassThrough, which keeps its count in _writableState.
  const pipes = (sheet as unknown as { _stream?: { pipes?: { _writableState?: { length: number } }[] } })._stream?.pipes ?? [];
  for (const pipe of pipes) {
    while ((pipe._writableState?.length ?? 0) > PENDING_LIMIT) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Excel dates have no time zone: for local, write the wall-clock time of the site's zone. */
function wallClock(d: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(d);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'), d.getUTCMilliseconds()));
}

type Cell = string | number | boolean | Date | null;

function xlsxCell(key: string, value: unknown, style: DateStyle): Cell {
  const isDate = value instanceof Date || (isDateField(key) && (typeof value === 'string' || typeof value === 'number'));
  if (isDate && style.format !== 'timestamp') {
    const d = value instanceof Date ? value : new Date(value);
    if (!Number.isNaN(d.getTime())) return style.format === 'local' ? wallClock(d, style.timeZone) : d;
  }
  return textCell(key, value, style);
}

const cellWidth = (cell: Cell) => (cell instanceof Date ? 20 : cell === null ? 0 : String(cell).length);

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** The Export Info sheet's words: its name, its two headings, and each metadata field's name. */
const INFO = /*i18n*/ { message: 'Export Info', context: 'export sheet' };
const INFO_FIELD = /*i18n*/ { message: 'Field', context: 'export info' };
const INFO_VALUE = /*i18n*/ { message: 'Value', context: 'export info' };
const INFO_FIELDS = {
  product: /*i18n*/ { message: 'Product', context: 'export info' },
  version: /*i18n*/ { message: 'Version', context: 'export info' },
  type: /*i18n*/ { message: 'Type', context: 'export info' },
  format: /*i18n*/ { message: 'Format', context: 'export info' },
  exportedAt: /*i18n*/ { message: 'Exported At', context: 'export info' },
  filters: /*i18n*/ { message: 'Filters', context: 'export info' },
  count: /*i18n*/ { message: 'Rows', context: 'export info' },
} as const;

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, section: Section, withHeaders: boolean, style: DateStyle, i18n: I18n) {
  const { source } = section;
  const keys = source.columns.map((c) => c.key);
  const headings = source.columns.map((column) => columnHeading(i18n, column));
  const sheet = workbook.addWorksheet(sheetName(translate(i18n, source.title)), {
    views: withHeaders ? [{ state: 'frozen', ySplit: 1 }] : [],
  });
  const iterator = section.rows[Symbol.asyncIterator]();
  const sample: Cell[][] = [];
  while (sample.length < SAMPLE_ROWS) {
    const next = await iterator.next();
    if (next.done) break;
    sample.push(keys.map((key) => xlsxCell(key, next.value[key], style)));
  }
  const dateFormat = style.format === 'iso' ? 'yyyy-mm-dd"T"hh:mm:ss"Z"' : 'yyyy-mm-dd hh:mm:ss';
  sheet.columns = keys.map((key, i) => {
    const heading = headings[i] ?? key;
    const widest = Math.max(withHeaders ? heading.length : 0, ...sample.map((r) => cellWidth(r[i] ?? null)));
    const dated = isDateField(key) || sample.some((r) => r[i] instanceof Date);
    return {
      key,
      ...(withHeaders ? { header: heading } : {}),
      width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2)),
      ...(dated && style.format !== 'timestamp' ? { style: { numFmt: dateFormat } } : {}),
    };
  });
  if (withHeaders) {
    const header = sheet.getRow(1);
    header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    header.commit();
  }
  for (const cells of sample) sheet.addRow(cells).commit();
  let written = 0;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    sheet.addRow(keys.map((key) => xlsxCell(key, next.value[key], style))).commit();
    if (++written % SETTLE_EVERY === 0) await settle(sheet);
  }
  sheet.commit();
}

export const writeXlsx: FormatWriter = async ({ sections, options, style, meta, i18n, out }) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = meta.product;
  workbook.created = meta.exportedAt;
  for (const section of sections) await writeSheet(workbook, section, options.includeHeaders, style, i18n);
  if (options.includeMetadata) {
    const info = workbook.addWorksheet(sheetName(translate(i18n, INFO)));
    info.columns = [
      { header: translate(i18n, INFO_FIELD), key: 'field', width: 16 },
      { header: translate(i18n, INFO_VALUE), key: 'value', width: 60 },
    ];
    info.getRow(1).font = { bold: true };
    const metadata = metadataJson(meta, style);
    for (const [field, name] of Object.entries(INFO_FIELDS)) {
      const value = metadata[field];
      const text = typeof value === 'object' ? JSON.stringify(value) : value;
      info.addRow({ field: translate(i18n, name), value: typeof text === 'string' ? neutraliseFormula(text) : text }).commit();
    }
    info.commit();
  }
  await workbook.commit();
};
