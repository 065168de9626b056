/**
 * The backup file: gzip-compressed lines of canonical Extended JSON, so every BSON type (ObjectId,
 * Date, Decimal128, Binary, Long...) comes back as it was, whether the source was the embedded
 * store or MongoDB. One format, one restore for both.
 *
 *   line 1          { format, version, createdAt, database, consistency, collections: [{ name, options, indexes }] }
 *   then            { c: <collection>, d: <document> }           every document of every collection
 *   then            { f: <path under the files root>, b: <Binary> } every uploaded file on disk
 *   last line       { end: { documents, files } }                 a file without it was cut short
 *
 * Beside it, `<file>.sha256` holds the SHA-256 of the compressed bytes in `sha256sum` format, so
 * `sha256sum -c` checks it too; restore refuses a file whose checksum does not match.
 */
import { BSON } from 'mongodb';

export const BACKUP_FORMAT = 'ai-solutions-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_EXTENSION = '.ejson.gz';
export const CHECKSUM_EXTENSION = '.sha256';

/**
 * Collections about this installation rather than its data: the backup log itself and the
 * scheduler's queue. Neither is dumped, and a restore leaves them as they are (a restore must not
 * forget the backups on disk, nor bring back the locks of jobs that ran long ago).
 */
export const OPERATIONAL_COLLECTIONS = new Set(['backups', 'agendaJobs']);

export type IndexSpec = { key: Record<string, unknown>; name: string } & Record<string, unknown>;
export type CollectionSpec = { name: string; options: Record<string, unknown>; indexes: IndexSpec[] };

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: Date;
  database: string;
  /** 'snapshot': one point in time across collections; 'single-read': see backup-dump.ts. */
  consistency: 'snapshot' | 'single-read';
  collections: CollectionSpec[];
};

export type BackupLine = { c: string; d: Record<string, unknown> } | { f: string; b: BSON.Binary } | { end: { documents: number; files: number } };

export function encodeLine(value: object): string {
  return `${BSON.EJSON.stringify(value, { relaxed: false })}\n`;
}

export function decodeLine(line: string): unknown {
  return BSON.EJSON.parse(line, { relaxed: false });
}

/** `backup-2026-11-23T22-30-05-123Z.ejson.gz`: sorts by time, safe on every file system. */
export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}${BACKUP_EXTENSION}`;
}

export function isBackupFileName(name: string): boolean {
  return /^backup-[0-9TZ-]+\.ejson\.gz$/.test(name);
}
