/**
 * A prepared export waiting for its download: the token's hash, who asked, and what. Kept in the
 * database, not in memory, so any process behind the proxy can serve it, and taken with one atomic
 * delete so it is used once only.
 */
import { Schema, model, type Types } from 'mongoose';

export interface ExportDownloadDoc {
  _id: string; // sha-256 of the token
  user: Types.ObjectId;
  request: Record<string, unknown>;
  /** The requester's language, which the file's titles and headings are written in. */
  language?: string | null;
  expiresAt: Date;
}

const schema = new Schema<ExportDownloadDoc>(
  {
    _id: { type: String, required: true },
    user: { type: Schema.Types.ObjectId, required: true },
    request: { type: Schema.Types.Mixed, required: true },
    language: { type: String },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'export_downloads', versionKey: false, minimize: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const ExportDownloadModel = model<ExportDownloadDoc>('ExportDownload', schema);
