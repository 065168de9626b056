import { Schema, model, type Types } from 'mongoose';

/** An e-mail kept in the outbox because no SMTP server is configured (SMTP_URL unset). */
export interface MailDoc {
  _id: Types.ObjectId;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const mailSchema = new Schema<MailDoc>(
  {
    to: { type: String, required: true, lowercase: true, trim: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'mail_outbox' },
);
mailSchema.index({ to: 1, createdAt: -1 });
mailSchema.index({ createdAt: -1 });

export const MailModel = model<MailDoc>('Mail', mailSchema);
