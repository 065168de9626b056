/**
 * An uploaded import file between upload, preview and commit: kept in the database (at most 10 MB,
 * under the 16 MB document limit) so any process can read it, and dropped after an hour.
 */
import { Schema, model, type Types } from 'mongoose';

export type ImportKind = 'csv' | 'json' | 'xlsx';

export interface ImportFileDoc {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  filename: string;
  kind: ImportKind;
  bytes: Buffer;
  expiresAt: Date;
}

const schema = new Schema<ImportFileDoc>(
  {
    user: { type: Schema.Types.ObjectId, required: true },
    filename: { type: String, required: true },
    kind: { type: String, required: true },
    bytes: { type: Buffer, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'import_files', versionKey: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const ImportFileModel = model<ImportFileDoc>('ImportFile', schema);
