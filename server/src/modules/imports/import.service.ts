/**
 * Imports: upload → preview → commit. The preview shows the first rows as they will be
 * stored, the column mapping (automatic, or as the admin changed it) and every row's errors from the
 * same validation the services use. The commit checks everything again and writes all rows in one
 * transaction — or none. Imported users' invitations are written in that transaction and sent after it.
 */
import { recordActivity, type ActivityEntityType } from '../activity/index.js';
import mongoose, { Types, type ClientSession } from 'mongoose';
import type { AfterImport, CreatedRecord } from '../../core/import-target.js';
import { z } from 'zod';
import { afterCommit } from '../../core/after-commit.js';
import { NotFoundError, ValidationError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { issueText, parseInput } from '../../core/validation.js';
import type { I18n } from '@lingui/core';
import { translate, type MessageText } from '../../i18n/message.js';
import type { AppDeps } from '../../app-deps.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { ImportFileModel } from './import-file.model.js';
import { LANGUAGES } from '@ai-solutions/common';
import { columnHeading, type ExportSource } from '../../core/export-source.js';
import { partsOf } from '../../core/module.js';
import { i18nFor } from '../../i18n/server-i18n.js';
import { autoMatch, normalise, toInput } from './import.cells.js';
import { detectKind, IMPORT_MESSAGES, MAX_IMPORT_BYTES, readSheet, type Sheet } from './import.read.js';
import { importTarget, importTypes, type ImportTarget, type ImportType } from './import.targets.js';

const FILE_TTL_MS = 60 * 60 * 1000;
const PREVIEW_ROWS = 20;
const MAX_ERRORS_SHOWN = 500;
const FILE_GONE = 'The uploaded file has expired. Upload it again.';

export type ImportMapping = { column: string; field: string | null };
export type RowError = { row: number; field: string; message: MessageText };
export type ImportPreview = {
  type: ImportType;
  columns: string[];
  fields: string[];
  mapping: ImportMapping[];
  rows: string[];
  totalRows: number;
  errors: RowError[];
  errorCount: number;
  existing: number;
};

const typeMessage = () => `Import type must be one of ${importTypes().join(', ')}`;

export const ImportArgs = z.object({
  type: z
    .string({ error: () => typeMessage() })
    .refine((type) => importTypes().includes(type), { error: () => typeMessage() }),
  mapping: z
    .array(z.object({ column: z.string().max(200), field: z.string().max(60).nullish() }), { error: 'Mapping must be a list' })
    .max(200)
    .nullish(),
  onExisting: z.enum(['skip', 'update'], { error: 'Existing records must be skipped or updated' }).nullish(),
  allowStaffRoles: z.boolean().nullish(),
});

export async function uploadImportFile(actor: Actor | null, file: { buffer: Buffer; originalname: string } | undefined): Promise<{ fileId: string; kind: string; filename: string }> {
  const user = requireStaff(actor);
  if (!file || file.buffer.length === 0) throw new ValidationError({ file: /*i18n*/ { message: 'Choose a CSV, JSON or XLSX file to import' } });
  if (file.buffer.length > MAX_IMPORT_BYTES) throw new ValidationError({ file: IMPORT_MESSAGES.tooLarge });
  const kind = detectKind(file.buffer);
  const saved = await ImportFileModel.create({
    user: new Types.ObjectId(user.id),
    filename: file.originalname.slice(0, 200) || 'import',
    kind,
    bytes: file.buffer,
    expiresAt: new Date(Date.now() + FILE_TTL_MS),
  });
  return { fileId: saved._id.toString(), kind, filename: saved.filename };
}

async function loadSheet(actor: Actor, fileId: string, type: ImportType): Promise<Sheet> {
  if (!isObjectId(fileId)) throw new NotFoundError(FILE_GONE);
  // A file is read only by the person who uploaded it.
  const file = await ImportFileModel.findOne({ _id: fileId, user: actor.id, expiresAt: { $gt: new Date() } }).lean();
  if (!file) throw new NotFoundError(FILE_GONE);
  // A lean read answers BSON Binary, not a Buffer.
  const stored = file.bytes as unknown as Buffer | { buffer: Uint8Array };
  const bytes = Buffer.isBuffer(stored) ? stored : Buffer.from(stored.buffer);
  return readSheet(bytes, file.kind, type);
}

const headingsByType = new Map<string, ReadonlyMap<string, string>>();
/**
 * The headings our export of the same type writes (CSV and XLSX, in the requester's language), in
 * every language, each to its field: a file exported in German maps back without a hand.
 */
function exportHeadings(type: string, fields: readonly string[]): ReadonlyMap<string, string> {
  let headings = headingsByType.get(type);
  if (!headings) {
    const source = partsOf('exports').find((s: ExportSource) => s.type === type);
    const map = new Map<string, string>();
    for (const language of LANGUAGES) {
      const i18n = i18nFor(language);
      for (const column of source?.columns ?? []) {
        const heading = normalise(columnHeading(i18n, column));
        if (fields.includes(column.key) && !map.has(heading)) map.set(heading, column.key);
      }
    }
    headings = map;
    headingsByType.set(type, headings);
  }
  return headings;
}

function resolveMapping(sheet: Sheet, target: ImportTarget, given: ImportMapping[] | null | undefined): ImportMapping[] {
  const fields = Object.keys(target.fields);
  const headings = exportHeadings(target.type, fields);
  return sheet.columns.map((column) => {
    const chosen = given?.find((m) => m.column === column);
    if (chosen) {
      if (chosen.field && !fields.includes(chosen.field)) throw new ValidationError({ mapping: /*i18n*/ { message: 'Unknown field for {type}: {field}', values: { type: target.type, field: chosen.field } } });
      return { column, field: chosen.field || null };
    }
    return { column, field: autoMatch(column, fields, target.aliases, headings) };
  });
}

type Checked = { row: number; data: Record<string, unknown> | null; key: string | null };

function checkRows(actor: Actor, sheet: Sheet, target: ImportTarget, mapping: ImportMapping[], allowStaffRoles: boolean): { checked: Checked[]; errors: RowError[]; errorCount: number } {
  const errors: RowError[] = [];
  let errorCount = 0;
  const seen = new Map<string, number>();
  const addError = (e: RowError) => {
    errorCount += 1;
    if (errors.length < MAX_ERRORS_SHOWN) errors.push(e);
  };
  const checked = sheet.rows.map((cells, index): Checked => {
    // Row numbers as the admin sees them in the file: the header is row 1.
    const row = index + 2;
    const input: Record<string, unknown> = {};
    for (const { column, field } of mapping) {
      const spec = field ? target.fields[field] : undefined;
      if (!field || !spec) continue;
      const value = toInput(spec, cells[column] ?? null);
      if (value !== undefined) input[field] = value;
    }
    const result = target.schema.safeParse(input);
    if (!result.success) {
      const fields = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '_');
        if (fields.has(field)) continue;
        fields.add(field);
        addError({ row, field, message: issueText(issue.message) });
      }
      return { row, data: null, key: null };
    }
    const data = result.data as Record<string, unknown>;
    const refused = target.refuse?.(data, { actor, allowStaffRoles });
    if (refused) {
      addError({ row, ...refused });
      return { row, data: null, key: null };
    }
    const key = String(data[target.key]).toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      addError({ row, field: target.key, message: `The same ${target.key} is already on row ${earlier}` });
      return { row, data: null, key: null };
    }
    seen.set(key, row);
    return { row, data, key: String(data[target.key]) };
  });
  return { checked, errors, errorCount };
}

/** Existing records by the matching field; users' e-mails are stored lower-case, titles as typed. */
async function existingKeys(target: ImportTarget, keys: string[], session?: ClientSession): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const part = keys.slice(i, i + 1000);
    const docs = await target.model
      .find({ [target.key]: { $in: part } } as never, { [target.key]: 1 })
      .session(session ?? null)
      .lean<Record<string, unknown>[]>();
    for (const d of docs) found.add(String(d[target.key]));
  }
  return found;
}

export async function previewImport(actor: Actor | null, fileId: string, raw: unknown): Promise<ImportPreview> {
  const user = requireStaff(actor);
  const args = parseInput(ImportArgs, raw);
  const target = importTarget(args.type);
  const sheet = await loadSheet(user, fileId, args.type);
  const mapping = resolveMapping(sheet, target, args.mapping as ImportMapping[] | null);
  const { checked, errors, errorCount } = checkRows(user, sheet, target, mapping, !!args.allowStaffRoles);
  const keys = checked.flatMap((c) => (c.key ? [c.key] : []));
  const existing = await existingKeys(target, keys);
  return {
    type: args.type,
    columns: sheet.columns,
    fields: Object.keys(target.fields),
    mapping,
    rows: checked.slice(0, PREVIEW_ROWS).map((c) => JSON.stringify(c.data)),
    totalRows: sheet.rows.length,
    errors,
    errorCount,
    existing: existing.size,
  };
}

/** The preview with each row error in the caller's language. */
export function previewIn(i18n: I18n, preview: ImportPreview): Omit<ImportPreview, 'errors'> & { errors: (RowError & { message: string })[] } {
  return { ...preview, errors: preview.errors.map((e) => ({ ...e, message: translate(i18n, e.message) })) };
}

export type ImportResult = { created: number; updated: number; skipped: number };

export async function commitImport(deps: AppDeps, actor: Actor | null, fileId: string, raw: unknown): Promise<ImportResult> {
  const user = requireStaff(actor);
  const args = parseInput(ImportArgs, raw);
  const target = importTarget(args.type);
  const onExisting = args.onExisting ?? 'skip';
  const sheet = await loadSheet(user, fileId, args.type);
  const mapping = resolveMapping(sheet, target, args.mapping as ImportMapping[] | null);
  const { checked } = checkRows(user, sheet, target, mapping, !!args.allowStaffRoles);
  const badRows = checked.filter((c) => !c.data).length;
  if (badRows > 0) {
    throw new ValidationError({
      file: /*i18n*/ { message: '{count, plural, one {# row has an error} other {# rows have errors}}. Fix them and try again; nothing was imported.', values: { count: badRows } },
    });
  }
  const rows = checked.flatMap((c) => (c.data ? [c.data] : []));
  const afterImport: AfterImport[] = [];

  const result = await mongoose.connection.transaction(async (session) => {
    afterImport.length = 0;
    const existing = await existingKeys(target, rows.map((r) => String(r[target.key])), session);
    const counts: ImportResult = { created: 0, updated: 0, skipped: 0 };
    const toCreate: Record<string, unknown>[] = [];
    for (const data of rows) {
      if (!existing.has(String(data[target.key]))) {
        toCreate.push(data);
        continue;
      }
      if (onExisting === 'skip') {
        counts.skipped += 1;
        continue;
      }
      const set = target.updateSet ? target.updateSet(data) : withoutOrder(data);
      await target.model.updateOne({ [target.key]: data[target.key] } as never, { $set: set } as never, { session, runValidators: true });
      counts.updated += 1;
    }
    await target.beforeCreate?.(toCreate, session);
    for (let i = 0; i < toCreate.length; i += 1000) {
      const created = (await target.model.insertMany(toCreate.slice(i, i + 1000) as never[], { session })) as unknown as CreatedRecord[];
      const then = await target.afterCreate?.(created, session, { deps, byName: user.name });
      if (then) afterImport.push(then);
    }
    counts.created = toCreate.length;
    await target.afterWrites?.(session);
    const what = partsOf('exports').find((s: ExportSource) => s.type === target.type)?.title ?? target.type.replace(/-/g, ' ');
    const summary = /*i18n*/ ({
      message: '{actor} imported {what}: {created} created, {updated} updated, {skipped} skipped',
      values: { actor: user.name, what, created: counts.created, updated: counts.updated, skipped: counts.skipped },
    });
    await recordActivity({ actor: user, action: 'import', entityType: target.entityType as ActivityEntityType, summary }, session);
    return counts;
  });

  // Side effects after the commit (the invitations' first try): a failure is logged, the import stands.
  for (const then of afterImport) await afterCommit(deps.log, `after the ${target.type} import`, then);
  await ImportFileModel.deleteOne({ _id: fileId });
  return result;
}

function withoutOrder(data: Record<string, unknown>): Record<string, unknown> {
  // A FAQ's position is kept on update; the file's order would collide with the others'.
  const { order: _order, ...rest } = data;
  return rest;
}
