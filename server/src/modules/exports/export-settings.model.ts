/** An administrator's Export Settings, kept with their account so they follow them to another browser. */
import { Schema, model, type Types } from 'mongoose';

export interface ExportSettingsDoc {
  _id: Types.ObjectId; // the user's id
  format: string;
  includeHeaders: boolean;
  dateFormat: string;
  includeMetadata: boolean;
  compression: boolean;
  filename?: string | null;
  updatedAt: Date;
}

const schema = new Schema<ExportSettingsDoc>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    format: { type: String, required: true },
    includeHeaders: { type: Boolean, required: true },
    dateFormat: { type: String, required: true },
    includeMetadata: { type: Boolean, required: true },
    compression: { type: Boolean, required: true },
    filename: { type: String },
  },
  { collection: 'export_settings', versionKey: false, timestamps: { createdAt: false, updatedAt: true } },
);

export const ExportSettingsModel = model<ExportSettingsDoc>('ExportSettings', schema);
