/**
 * Reads an import file into a header row and records. The kind is decided by the bytes, never the
 * name: XLSX is a zip with a workbook, JSON parses as JSON, CSV is text. CSV text is decoded by its
 * byte-order mark, else as UTF-8, else as Windows-1252 (what Excel writes on many desktops), and its
 * delimiter (comma, semicolon, tab or pipe) is the one the header line uses most.
 */
import type ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { ValidationError } from '../../core/errors.js';
import type { ImportKind } from './import-file.model.js';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
export const IMPORT_MESSAGES = {
  tooLarge: /*i18n*/ { message: 'The file is larger than 10 MB. Split it into smaller files.' },
  tooManyRows: /*i18n*/ { message: 'The file has more than 50,000 rows. Split it into smaller files.' },
  wrongType: /*i18n*/ { message: 'The file must be CSV, JSON or XLSX.' },
  empty: /*i18n*/ { message: 'The file has no rows to import.' },
  unreadable: (kind: string) => /*i18n*/ ({ message: 'The file could not be read as {kind}.', values: { kind: kind.toUpperCase() } }),
  /** The CSV parser's own words (English) follow. */
  unreadableCsv: (reason: string) => /*i18n*/ ({ message: 'The file could not be read as CSV. {reason}', values: { reason } }),
} as const;

export type Cell = string | number | boolean | Date | null;
export type Sheet = { columns: string[]; rows: Record<string, Cell>[] };

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

export function detectKind(bytes: Buffer): ImportKind {
  if (isZip(bytes)) {
    // An XLSX is a zip whose entries name the workbook; other zips (docx, plain archives) are not.
    if (bytes.includes('xl/workbook.xml') || bytes.includes('[Content_Types].xml')) return 'xlsx';
    throw new ValidationError({ file: IMPORT_MESSAGES.wrongType });
  }
  const text = decodeText(bytes);
  if (text === null) throw new ValidationError({ file: IMPORT_MESSAGES.wrongType });
  const start = text.trimStart()[0];
  if (start === '[' || start === '{') return 'json';
  return 'csv';
}

/** Text, or null when the bytes are binary (NUL bytes in a file with no UTF-16 mark). */
export function decodeText(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let best = ',';
  let bestCount = 0;
  for (const candidate of [',', ';', '\t', '|']) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

function fromTable(table: Cell[][]): Sheet {
  const [header, ...body] = table;
  if (!header) throw new ValidationError({ file: IMPORT_MESSAGES.empty });
  const columns = header.map((h, i) => (h === null || h === '' ? `Column ${i + 1}` : String(h).trim()));
  const rows = body
    .filter((r) => r.some((c) => c !== null && c !== ''))
    .map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i] ?? null])) as Record<string, Cell>);
  return { columns, rows };
}

function readCsv(bytes: Buffer): Sheet {
  const text = decodeText(bytes);
  if (text === null) throw new ValidationError({ file: IMPORT_MESSAGES.wrongType });
  try {
    const table = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_IMPORT_ROWS + 2,
    });
    return fromTable(table);
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw new ValidationError({ file: IMPORT_MESSAGES.unreadableCsv((err as Error).message) });
  }
}

/** Our own JSON exports are an array, `{ metadata, data }`, or (for all) rows keyed by type. */
function readJson(bytes: Buffer, type: string): Sheet {
  let value: unknown;
  try {
    value = JSON.parse(decodeText(bytes) ?? '');
  } catch {
    throw new ValidationError({ file: IMPORT_MESSAGES.unreadable('json') });
  }
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  let list: unknown = value;
  const wrapper = obj(list);
  if (wrapper && 'data' in wrapper) list = wrapper['data'];
  const byType = obj(list);
  if (byType && type in byType) list = byType[type];
  if (!Array.isArray(list)) throw new ValidationError({ file: /*i18n*/ { message: 'The JSON file must hold a list of records.' } });
  const columns: string[] = [];
  const rows = list.map((item) => {
    const record = obj(item) ?? {};
    const row: Record<string, Cell> = {};
    for (const [key, v] of Object.entries(record)) {
      if (!columns.includes(key)) columns.push(key);
      row[key] = jsonCell(v);
    }
    return row;
  });
  return { columns, rows };
}

/** A JSON value as a cell: scalars as they are, lists and objects as their JSON text. */
function jsonCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return value.text;
  if ('result' in value) return (value.result as Cell) ?? null;
  return null;
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  // Loaded at the first spreadsheet import, not at every start.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ValidationError({ file: IMPORT_MESSAGES.unreadable('xlsx') });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError({ file: IMPORT_MESSAGES.empty });
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) throw new ValidationError({ file: IMPORT_MESSAGES.tooManyRows });
  const table: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Cell[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) cells.push(cellValue(row.getCell(i).value));
    table.push(cells);
  });
  return fromTable(table);
}

export async function readSheet(bytes: Buffer, kind: ImportKind, type: string): Promise<Sheet> {
  const sheet = kind === 'xlsx' ? await readXlsx(bytes) : kind === 'json' ? readJson(bytes, type) : readCsv(bytes);
  if (sheet.rows.length === 0) throw new ValidationError({ file: IMPORT_MESSAGES.empty });
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw new ValidationError({ file: IMPORT_MESSAGES.tooManyRows });
  return sheet;
}
