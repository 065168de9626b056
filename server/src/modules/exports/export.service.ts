/**
 * Exports, built by the server. `requestExport` checks who asks and what, and answers a
 * short-lived single-use download link; `takeDownload` redeems it; `openExport` prepares the stream
 * for either that link or the REST GET. Rows come from a database cursor straight into the writer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import { Types } from 'mongoose';
import type { I18n } from '@lingui/core';
import { isLanguage, SOURCE_LANGUAGE } from '@ai-solutions/common';
import { NotFoundError } from '../../core/errors.js';
import type { Logger } from '../../logger.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { i18nFor } from '../../i18n/server-i18n.js';
import { getSettings } from '../settings/index.js';
import { findUserById } from '../users/index.js';
import { ExportDownloadModel } from './export-download.model.js';
import { recordExport } from './export.events.js';
import { exportFileNames } from './export.file.js';
import { parseExportRequest, type ExportFormat, type ExportRequest } from './export.options.js';
import { COMPLETE_EXPORT, sourcesOf } from './export.sources.js';
import { resolveTimeZone } from './export.values.js';
import { writeJson } from './writers/json.writer.js';
import type { FormatWriter, Section } from './writers/writer.js';

/** The version the admin shell shows (v1.0.0). */
export const APP_VERSION = '1.0.0';
export const DOWNLOAD_TTL_MS = 60_000;
export const DOWNLOAD_PATH = '/api/exports/download/';
const LINK_GONE = /*i18n*/ { message: 'This download link has expired or was already used. Start the export again.' };

/** Each format's writer, loaded at its first export: exceljs, pdfkit and archiver would add seconds to every start. */
const WRITERS: Record<ExportFormat, () => Promise<FormatWriter>> = {
  json: () => Promise.resolve(writeJson),
  csv: async () => (await import('./writers/csv.writer.js')).writeCsv,
  xlsx: async () => (await import('./writers/xlsx.writer.js')).writeXlsx,
  pdf: async () => (await import('./writers/pdf.writer.js')).writePdf,
};

export type PreparedExport = {
  filename: string;
  contentType: string;
  /** Rows that will be written (all parts for `all`), for metadata and the browser's progress. */
  count: number;
  write: (out: Writable) => Promise<void>;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * GraphQL `exportData`: check everything now, so the download itself cannot fail on input. The
 * file is written in the language of the request (`i18n`), which the link keeps.
 */
export async function requestExport(
  actor: Actor | null,
  i18n: I18n,
  type: unknown,
  format: unknown,
  options: unknown,
  filters: unknown,
): Promise<{ url: string; filename: string; expiresAt: Date }> {
  const user = requireStaff(actor);
  const request = parseExportRequest(type, format, options, filters);
  const prepared = await openExport(user, request, i18n, { record: false });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + DOWNLOAD_TTL_MS);
  await ExportDownloadModel.create({ _id: hashToken(token), user: new Types.ObjectId(user.id), request, language: i18n.locale, expiresAt });
  return { url: `${DOWNLOAD_PATH}${token}`, filename: prepared.filename, expiresAt };
}

/** Redeems a download link once; the person who asked must still be active staff. */
export async function takeDownload(log: Logger, token: string): Promise<PreparedExport> {
  const found = await ExportDownloadModel.findOneAndDelete({ _id: hashToken(token), expiresAt: { $gt: new Date() } }).lean();
  if (!found) throw new NotFoundError(LINK_GONE);
  const user = await findUserById(found.user, { projection: { name: 1, email: 1, role: 1, status: 1 } });
  const actor: Actor | null = user && user.status === 'active' ? { id: user._id.toString(), name: user.name, email: user.email, role: user.role } : null;
  const request = found.request as unknown as ExportRequest;
  const i18n = i18nFor(isLanguage(found.language) ? found.language : SOURCE_LANGUAGE);
  return openExport(requireStaff(actor), parseExportRequest(request.type, request.format, request.options, request.filters), i18n, { log });
}

/**
 * REST GET and downloads: opens the cursors (which checks the list filters) and names the file.
 * The export is recorded (logged, and told to its listeners) through `log`, unless `record` is false.
 * Titles and headings are written in the language of `i18n`.
 */
export async function openExport(actor: Actor | null, request: ExportRequest, i18n: I18n, opts: { log: Logger } | { record: false }): Promise<PreparedExport> {
  const user = requireStaff(actor);
  const settings = await getSettings();
  const timeZone = resolveTimeZone(settings.general.timezone);
  const product = settings.general.siteName;
  const exportedAt = new Date();
  // 'all' is the whole database: the list filters belong to one list and do not apply.
  const filters = request.type === COMPLETE_EXPORT ? {} : request.filters;
  const opened = sourcesOf(request.type).map((source) => ({ source, ...source.open(user, filters, i18n) }));
  const counts = await Promise.all(opened.map((o) => o.count()));
  const sections: Section[] = opened.map((o, i) => ({ source: o.source, rows: o.rows, count: counts[i] ?? 0 }));
  const count = counts.reduce((a, b) => a + b, 0);
  const names = exportFileNames(product, request.type, request.format, request.options, exportedAt, timeZone);

  const write = async (out: Writable) => {
    if ('log' in opts) {
      await recordExport(opts.log, { actorId: user.id, actorName: user.name, actorRole: user.role, request, filename: names.download, count, at: exportedAt });
    }
    const job = {
      sections,
      combined: request.type === COMPLETE_EXPORT,
      options: request.options,
      style: { format: request.options.dateFormat, timeZone, locale: i18n.locale },
      i18n,
      meta: { product, version: APP_VERSION, type: request.type, format: request.format, exportedAt, filters, count },
    };
    const writeFormat = await WRITERS[request.format]();
    if (!request.options.compression) {
      await writeFormat({ ...job, out });
      if (!out.writableEnded) out.end();
      return;
    }
    const { ZipArchive } = await import('archiver');
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const done = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve);
      out.once('error', reject);
      archive.once('error', reject);
    });
    archive.pipe(out);
    const entry = new PassThrough();
    archive.append(entry, { name: names.inner, date: exportedAt });
    const finalised = archive.finalize();
    await writeFormat({ ...job, out: entry });
    if (!entry.writableEnded) entry.end();
    await finalised;
    await done;
  };
  return { filename: names.download, contentType: names.contentType, count, write };
}
