/**
 * XLSX with exceljs's streaming writer: one sheet per type, the header row styled and frozen, dates
 * as real Excel dates (or Unix seconds for the timestamp format), widths fitted to the header and
 * the first rows (a streamed sheet must fix its widths before rows are written), and an Export Info
 * sheet when Include Metadata is on.
 */
import ExcelJS from 'exceljs';
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

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, section: Section, withHeaders: boolean, style: DateStyle) {
  const { source } = section;
  const keys = source.columns.map((c) => c.key);
  const sheet = workbook.addWorksheet(source.title, {
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
    const widest = Math.max(withHeaders ? key.length : 0, ...sample.map((r) => cellWidth(r[i] ?? null)));
    const dated = isDateField(key) || sample.some((r) => r[i] instanceof Date);
    return {
      key,
      ...(withHeaders ? { header: key } : {}),
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

export const writeXlsx: FormatWriter = async ({ sections, options, style, meta, out }) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = meta.product;
  workbook.created = meta.exportedAt;
  for (const section of sections) await writeSheet(workbook, section, options.includeHeaders, style);
  if (options.includeMetadata) {
    const info = workbook.addWorksheet('Export Info');
    info.columns = [
      { header: 'field', key: 'field', width: 14 },
      { header: 'value', key: 'value', width: 60 },
    ];
    info.getRow(1).font = { bold: true };
    for (const [field, value] of Object.entries(metadataJson(meta, style))) {
      const text = typeof value === 'object' ? JSON.stringify(value) : value;
      info.addRow({ field, value: typeof text === 'string' ? neutraliseFormula(text) : text }).commit();
    }
    info.commit();
  }
  await workbook.commit();
};
