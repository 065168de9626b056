/**
 * PDF with pdfkit: a readable table report — title, filters used, generated time and row count on
 * top, then a table of the type's most useful columns, one line per row (long text ends in an
 * ellipsis), the header repeated on each page, and "Page N" in every footer. Pages are written as
 * they fill, so a long report streams instead of being held in memory.
 */
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import type { I18n } from '@lingui/core';
import { columnHeading } from '../../../core/export-source.js';
import { translate } from '../../../i18n/message.js';
import { formatDate, textCell, type DateStyle } from '../export.values.js';
import type { Column } from '../export.sources.js';
import type { FormatWriter, Section } from './writer.js';

/** The report's own words, in the requester's language. */
const text = {
  title: (product: string, title: string) => /*i18n*/ ({ message: '{product} — {title} export', values: { product, title } }),
  complete: (product: string) => /*i18n*/ ({ message: '{product} — complete export', values: { product } }),
  filters: (filters: string) => /*i18n*/ ({ message: 'Filters: {filters}', values: { filters } }),
  none: /*i18n*/ { message: 'none', comment: 'No filters were used' },
  generated: (at: string) => /*i18n*/ ({ message: 'Generated: {at}', values: { at } }),
  rows: (count: number, version: string) => /*i18n*/ ({ message: 'Rows: {count}    Version: {version}', values: { count, version } }),
  page: (number: number) => /*i18n*/ ({ message: 'Page {number}', values: { number } }),
};

const MARGIN = 36;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;

type Doc = InstanceType<typeof PDFDocument>;

function describeFilters(i18n: I18n, filters: Record<string, unknown>): string {
  const entries = Object.entries(filters);
  return entries.length ? entries.map(([k, v]) => `${k}: ${String(v)}`).join(', ') : translate(i18n, text.none);
}

/** A cell as text: the same rules as CSV, minus the formula guard (a PDF runs no formulas). */
function pdfText(key: string, value: unknown, style: DateStyle): string {
  const v = textCell(key, value, style);
  if (v === null) return '';
  const text = String(v);
  return typeof value === 'string' && text.startsWith("'") && !value.startsWith("'") ? value : text;
}

export const writePdf: FormatWriter = async ({ sections, style, meta, i18n, out }) => {
  const only = sections.length === 1 ? sections[0] : undefined;
  const heading = translate(i18n, only ? text.title(meta.product, translate(i18n, only.source.title)) : text.complete(meta.product));
  const doc: Doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, lang: i18n.locale, info: { Title: heading, Creator: meta.product } });
  doc.pipe(out, { end: false });
  const ended = once(doc, 'end');
  let pageNumber = 1;

  const footer = () => {
    // Writing inside the bottom margin must not start another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#555555');
    doc.text(translate(i18n, text.page(pageNumber)), MARGIN, doc.page.height - MARGIN + 10, { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
    doc.fillColor('black');
  };
  const newPage = async () => {
    footer();
    doc.addPage();
    pageNumber += 1;
    // Let the reader catch up before producing more pages.
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  doc.font('Helvetica-Bold').fontSize(16).text(heading);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
  doc.text(translate(i18n, text.filters(describeFilters(i18n, meta.filters))));
  doc.text(translate(i18n, text.generated(String(formatDate(meta.exportedAt, { ...style, format: style.format === 'timestamp' ? 'iso' : style.format })))));
  doc.text(translate(i18n, text.rows(meta.count, meta.version)));
  doc.moveDown(0.8);

  for (const [index, section] of sections.entries()) {
    if (index > 0) await newPage();
    await writeTable(doc, section, style, i18n, newPage);
  }
  footer();
  doc.end();
  await ended;
};

async function writeTable(doc: Doc, section: Section, style: DateStyle, i18n: I18n, newPage: () => Promise<void>): Promise<void> {
  const { source } = section;
  const columns = source.pdfColumns
    .map((key) => source.columns.find((c) => c.key === key))
    .filter((c): c is Column => !!c);
  const tableWidth = doc.page.width - 2 * MARGIN;
  const width = tableWidth / columns.length;
  const limit = () => doc.page.height - MARGIN - ROW_HEIGHT;

  const heading = () => {
    const y = doc.y;
    doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#1F4E79');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('white');
    columns.forEach((c, i) => doc.text(columnHeading(i18n, c), MARGIN + i * width + 3, y + 4, { width: width - 6, height: ROW_HEIGHT - 4, ellipsis: true, lineBreak: false }));
    doc.fillColor('black').font('Helvetica');
    doc.y = y + ROW_HEIGHT;
  };

  doc.font('Helvetica-Bold').fontSize(12).text(`${translate(i18n, source.title)} (${section.count})`, MARGIN, doc.y);
  doc.moveDown(0.3);
  heading();
  let shaded = false;
  for await (const row of section.rows) {
    if (doc.y > limit()) {
      await newPage();
      heading();
    }
    const y = doc.y;
    if (shaded) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill('#F2F2F2').fillColor('black');
    shaded = !shaded;
    columns.forEach((c, i) =>
      doc.text(pdfText(c.key, row[c.key], style), MARGIN + i * width + 3, y + 4, { width: width - 6, height: ROW_HEIGHT - 4, ellipsis: true, lineBreak: false }),
    );
    doc.y = y + ROW_HEIGHT;
  }
}
