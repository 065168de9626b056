/** Reads produced export files back the way a user's tools would: CSV parser, Excel reader, PDF text, unzip. */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import unzipper from 'unzipper';

const fonts = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

export function readCsv(bytes: Buffer): string[][] {
  return parse(bytes, { bom: true, relax_column_count: false });
}

export async function readXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: parts.join('\n') };
}

export async function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  const dir = await unzipper.Open.buffer(bytes);
  const out: Record<string, Buffer> = {};
  for (const file of dir.files) out[file.path] = await file.buffer();
  return out;
}
