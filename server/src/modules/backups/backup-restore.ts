/**
 * Puts a backup back: checks its SHA-256 against the `.sha256` beside it, then replaces every
 * collection of the database (except the operational ones, see backup-format.ts) with the backed
 * up ones (options, documents, indexes) and the uploaded files on disk with the backed up files.
 * Used by `npm run restore` (restore.cli.ts) and by the round-trip test.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { BSON, Db, Document, IndexDescription } from 'mongodb';
import { BACKUP_FORMAT, BACKUP_VERSION, CHECKSUM_EXTENSION, OPERATIONAL_COLLECTIONS, decodeLine, type BackupHeader } from './backup-format.js';

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

const BATCH = 500;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Throws a BackupFileError unless `<path>.sha256` exists and matches the file's bytes. */
export async function verifyChecksum(path: string): Promise<string> {
  let recorded: string;
  try {
    recorded = (await readFile(`${path}${CHECKSUM_EXTENSION}`, 'utf8')).trim().split(/\s+/)[0] ?? '';
  } catch {
    throw new BackupFileError(`No checksum file beside the backup (${basename(path)}${CHECKSUM_EXTENSION}); refusing to restore an unverified backup.`);
  }
  let actual: string;
  try {
    actual = await sha256Of(path);
  } catch {
    throw new BackupFileError(`Cannot read ${path}.`);
  }
  if (actual !== recorded.toLowerCase()) throw new BackupFileError(`Checksum mismatch: ${basename(path)} is damaged or was changed (expected ${recorded}, found ${actual}).`);
  return actual;
}

async function* backupLines(path: string): AsyncGenerator {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield decodeLine(line);
}

function asHeader(value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | undefined;
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError('Not a backup of this application (unknown format).');
  // Canonical EJSON reads numbers back as their BSON wrappers (Int32 here).
  const version = Number(header.version);
  if (version !== BACKUP_VERSION) throw new BackupFileError(`Backup format version ${String(version)} is not supported (this version reads ${BACKUP_VERSION.toString()}).`);
  return { ...header, version } as BackupHeader;
}

/** The header alone (what the backup holds), for the confirmation prompt. */
export async function readBackupHeader(path: string): Promise<BackupHeader> {
  for await (const first of backupLines(path)) return asHeader(first);
  throw new BackupFileError('The backup is empty.');
}

/** A stored file's path, kept inside the files root whatever the backup says. */
function safeFilePath(root: string, relativePath: string): string {
  const normal = normalize(relativePath);
  if (isAbsolute(normal) || normal.startsWith('..')) throw new BackupFileError(`The backup names a file outside the files directory: ${relativePath}`);
  return join(root, normal);
}

export type RestoreResult = { collections: number; documents: number; files: number; createdAt: Date };

/**
 * Replaces the contents of `db` (and of `filesRoot`, when given) with the backup. The checksum is
 * verified first; nothing is changed when it does not match.
 */
export async function restoreBackup(path: string, db: Db, filesRoot: string | null): Promise<RestoreResult> {
  await verifyChecksum(path);
  const header = await readBackupHeader(path);

  for (const existing of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (existing.name.startsWith('system.') || OPERATIONAL_COLLECTIONS.has(existing.name)) continue;
    await db.dropCollection(existing.name);
  }
  for (const spec of header.collections) await db.createCollection(spec.name, spec.options);

  // Files go to a fresh directory that replaces the old one only once every file is written.
  const staging = filesRoot ? `${filesRoot}.restoring-${process.pid.toString()}` : null;
  if (staging) {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
  }

  let pending: { name: string; docs: Document[] } = { name: '', docs: [] };
  const flush = async () => {
    if (pending.docs.length) await db.collection(pending.name).insertMany(pending.docs, { ordered: true, bypassDocumentValidation: true });
    pending.docs = [];
  };
  let documents = 0;
  let files = 0;
  let ended = false;
  let first = true;
  for await (const line of backupLines(path)) {
    if (first) {
      first = false;
      continue;
    }
    const record = line as { c?: string; d?: Document; f?: string; b?: BSON.Binary; end?: unknown };
    if (record.c !== undefined && record.d) {
      if (record.c !== pending.name || pending.docs.length >= BATCH) {
        await flush();
        pending = { name: record.c, docs: [] };
      }
      pending.docs.push(record.d);
      documents += 1;
    } else if (record.f !== undefined && record.b) {
      await flush();
      if (staging) {
        const target = safeFilePath(staging, record.f);
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        await writeFile(target, record.b.buffer, { mode: 0o600 });
        files += 1;
      }
    } else if (record.end) {
      ended = true;
    }
  }
  await flush();
  // The restored insight rollups may not match the restored records (a backup is no snapshot): the
  // next start-up or query rebuilds them (modules/insights/rollup-rebuild.ts).
  await db.collection<{ _id: string }>('insight_state').deleteOne({ _id: 'rollups' });
  if (!ended) throw new BackupFileError('The backup was cut short (no end record); the database holds only part of it.');

  for (const spec of header.collections) {
    const indexes = spec.indexes.filter((index) => index.name !== '_id_');
    if (indexes.length) await db.collection(spec.name).createIndexes(indexes as IndexDescription[]);
  }

  if (filesRoot && staging) {
    await rm(filesRoot, { recursive: true, force: true });
    await rename(staging, filesRoot);
  }
  return { collections: header.collections.length, documents, files, createdAt: header.createdAt };
}
