/**
 * One document per backup attempt: what the System tab lists and what System Status reads for the
 * last successful backup. The file itself lives in DATA_DIR/backups; this collection is not dumped
 * (see OPERATIONAL_COLLECTIONS), so a restore keeps the list of backups that exist on disk.
 */
import { Schema, model, type Types } from 'mongoose';

export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export const BACKUP_TRIGGERS = ['schedule', 'manual'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export interface BackupDoc {
  _id: Types.ObjectId;
  fileName: string;
  status: BackupStatus;
  trigger: BackupTrigger;
  /** Who asked ("Back up now"); null for the schedule. */
  requestedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  sizeBytes: number | null;
  sha256: string | null;
  documents: number | null;
  files: number | null;
  error: string | null;
}

const backupSchema = new Schema<BackupDoc>(
  {
    fileName: { type: String, default: '' },
    status: { type: String, enum: BACKUP_STATUSES, required: true },
    trigger: { type: String, enum: BACKUP_TRIGGERS, required: true },
    requestedBy: { type: String, default: null },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    sizeBytes: { type: Number, default: null },
    sha256: { type: String, default: null },
    documents: { type: Number, default: null },
    files: { type: Number, default: null },
    error: { type: String, default: null },
  },
  { collection: 'backups', versionKey: false },
);
backupSchema.index({ startedAt: -1 });
backupSchema.index({ status: 1, finishedAt: -1 });

export const BackupModel = model<BackupDoc>('Backup', backupSchema);
