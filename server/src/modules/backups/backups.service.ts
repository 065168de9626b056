/**
 * Backups as the product offers them: one at a time across processes, recorded (backups collection
 * and activity log), the last N kept (System Settings → Backups Kept), a failure raised as a system
 * alert. The dump itself is backup-dump.ts; scheduling is backups.schedule.ts.
 */
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { ConflictError, isDuplicateKeyError } from '../../core/errors.js';
import type { AppDeps } from '../../app-deps.js';
import { actorLabel, recordActivity } from '../activity/index.js';
import { requireAdmin, type Actor } from '../../core/actor.js';
import { currentFileStorage } from '../files/index.js';
import { recordBackup } from '../metrics/index.js';
import { getSettings } from '../settings/index.js';
import { writeBackup } from './backup-dump.js';
import { CHECKSUM_EXTENSION } from './backup-format.js';
import { BackupModel, type BackupDoc, type BackupTrigger } from './backup.model.js';
import { raiseBackupFailed } from './backup-alert.js';

export const ONLY_ADMINS_BACKUPS = /*i18n*/ { message: 'Only administrators can see and take backups.' };
export const BACKUP_ALREADY_RUNNING = /*i18n*/ { message: 'A backup is already running. Try again when it has finished.' };
/** A backup that has not finished after this long is taken for dead (its process stopped). */
const LEASE_MS = 30 * 60_000;
/** The list shows at most this many attempts (kept backups plus recent failures). */
const LIST_LIMIT = 50;

export function backupDirectory(dataDir: string): string {
  return join(dataDir, 'backups');
}

type LockDoc = { _id: string; until: Date; owner: string };

/** One backup at a time across every process: a lease in `meta` that only one upsert can create. */
async function takeBackupLock(): Promise<() => Promise<void>> {
  const meta = mongoose.connection.collection<LockDoc>('meta');
  const owner = randomUUID();
  try {
    await meta.updateOne({ _id: 'lock:backup', until: { $lt: new Date() } }, { $set: { until: new Date(Date.now() + LEASE_MS), owner } }, { upsert: true });
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ConflictError(BACKUP_ALREADY_RUNNING);
    throw err;
  }
  return async () => {
    await meta.deleteOne({ _id: 'lock:backup', owner });
  };
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toString()} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Takes a backup now and answers its record (status succeeded or failed: a failure is recorded and
 * alerted, not thrown). Throws ConflictError when another backup is running.
 */
export async function runBackup(deps: AppDeps, trigger: BackupTrigger, actor: Actor | 'system'): Promise<BackupDoc> {
  const { log } = deps;
  const dir = backupDirectory(deps.config.dataDir);
  const release = await takeBackupLock();
  await clearInterrupted(dir);
  const startedAt = new Date();
  const record = await BackupModel.create({
    fileName: '',
    status: 'running',
    trigger,
    requestedBy: actor === 'system' ? null : actor.name,
    startedAt,
  });
  try {
    const storage = currentFileStorage();
    const db = mongoose.connection.db;
    if (!db) throw new Error('The database is not connected');
    const result = await writeBackup(db, dir, storage?.kind === 'disk' ? storage.root : null, startedAt);
    const done = await BackupModel.findByIdAndUpdate(
      record._id,
      { $set: { status: 'succeeded', fileName: result.fileName, finishedAt: new Date(), sizeBytes: result.sizeBytes, sha256: result.sha256, documents: result.documents, files: result.files } },
      { returnDocument: 'after' },
    ).lean();
    await recordActivity(
      {
        actor,
        action: 'create',
        entityType: 'backup',
        entityId: record._id,
        summary: /*i18n*/ ({
          message:
            '{actor} backed up the database{trigger, select, schedule { (scheduled)} other {}}: {file}, {size}, {documents, plural, one {# document} other {# documents}}, {files, plural, one {# file} other {# files}}',
          values: { actor: actorLabel(actor), trigger, file: result.fileName, size: formatSize(result.sizeBytes), documents: result.documents, files: result.files },
        }),
        link: '/admin/settings',
      },
      null,
    );
    await pruneBackups(dir, (await getSettings()).system.backupsKept);
    recordBackup(trigger, true, (Date.now() - startedAt.getTime()) / 1000);
    return done ?? record.toObject();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    recordBackup(trigger, false, (Date.now() - startedAt.getTime()) / 1000);
    log.error({ err }, 'backup failed');
    const failed = await BackupModel.findByIdAndUpdate(record._id, { $set: { status: 'failed', finishedAt: new Date(), error: message } }, { returnDocument: 'after' }).lean();
    await recordActivity(
      { actor, action: 'create', entityType: 'backup', entityId: record._id, status: 'error', summary: /*i18n*/ ({ message: '{actor} could not back up the database: {error}', values: { actor: actorLabel(actor), error: message } }), link: '/admin/settings' },
      null,
    ).catch((logErr: unknown) => {
      log.error({ err: logErr }, 'could not log the failed backup');
    });
    raiseBackupFailed(deps, { backupId: record._id.toString(), error: message, startedAt });
    return failed ?? record.toObject();
  } finally {
    await release();
  }
}

export const INTERRUPTED = 'The process taking this backup stopped before it finished.';

/**
 * Holding the lock, no other backup runs: a record still 'running', or a half-written file, is what
 * a process that stopped mid-backup left behind.
 */
async function clearInterrupted(dir: string): Promise<void> {
  await BackupModel.updateMany({ status: 'running' }, { $set: { status: 'failed', finishedAt: new Date(), error: INTERRUPTED } });
  const partial = await readdir(dir).then(
    (names) => names.filter((name) => name.endsWith('.partial')),
    () => [],
  );
  await Promise.all(partial.map((name) => rm(join(dir, name), { force: true })));
}

/** Removes the oldest successful backups (file, checksum and record in `dir`) beyond `keep`, and old failures. */
export async function pruneBackups(dir: string, keep: number): Promise<number> {
  const stale = await BackupModel.find({ status: { $ne: 'running' } })
    .sort({ startedAt: -1 })
    .lean()
    .then((all) => [...all.filter((b) => b.status === 'succeeded').slice(keep), ...all.filter((b) => b.status === 'failed').slice(keep)]);
  for (const backup of stale) {
    if (backup.fileName) {
      await rm(join(dir, backup.fileName), { force: true });
      await rm(join(dir, `${backup.fileName}${CHECKSUM_EXTENSION}`), { force: true });
    }
    await BackupModel.deleteOne({ _id: backup._id });
  }
  return stale.length;
}

/** Administrators: the backups kept and recent attempts, newest first. */
export async function listBackups(actor: Actor | null): Promise<BackupDoc[]> {
  requireAdmin(actor, ONLY_ADMINS_BACKUPS);
  return BackupModel.find().sort({ startedAt: -1 }).limit(LIST_LIMIT).lean();
}

/** Administrators: "Back up now". */
export async function backUpNow(deps: AppDeps, actor: Actor | null): Promise<BackupDoc> {
  const admin = requireAdmin(actor, ONLY_ADMINS_BACKUPS);
  return runBackup(deps, 'manual', admin);
}

/** When the last successful backup finished (System Status), or null when there has been none. */
export async function lastSuccessfulBackupAt(): Promise<Date | null> {
  const last = await BackupModel.findOne({ status: 'succeeded' }).sort({ finishedAt: -1 }).select({ finishedAt: 1 }).lean();
  return last?.finishedAt ?? null;
}
