import { Schema, model, type Types } from 'mongoose';

/**
 * Where an e-mail stands: `stored` (no SMTP server configured: kept here only), `queued` (waiting for
 * its first or next try), `sending` (a process holds it until `lockedUntil`), `sent`, or `failed`
 * (a permanent refusal, or the last try failed).
 */
export const MAIL_STATES = ['stored', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * Every e-mail the product sends, in the `mail_outbox` collection: the outbox staff read, and the
 * queue delivery works from. `subject`, `text` and `html` are what staff may read, with links and
 * codes redacted. The message as the recipient gets it (`delivery`) is kept only while it waits to
 * be sent, never selected by default, and erased once the SMTP server accepts it.
 */
export interface MailDoc {
  _id: Types.ObjectId;
  to: string;
  subject: string;
  /** The template's name (templates/*.mail.ts); absent on e-mails stored before templates. */
  template?: string;
  language?: string;
  text: string;
  html?: string;
  /** Absent on e-mails stored before delivery states (they were stored only). */
  state?: MailState;
  /** Tries made so far. */
  attempts?: number;
  nextAttemptAt?: Date | null;
  lockedUntil?: Date | null;
  /** The SMTP server's answer to the last failed try. */
  lastError?: string | null;
  sentAt?: Date | null;
  /** False for the e-mail of a system alert: its failure raises no alert of its own. */
  alertOnFailure: boolean;
  delivery?: { subject: string; text: string; html: string } | null;
  createdAt: Date;
}

const mailSchema = new Schema<MailDoc>(
  {
    to: { type: String, required: true, lowercase: true, trim: true },
    subject: { type: String, required: true },
    template: { type: String },
    language: { type: String },
    text: { type: String, required: true },
    html: { type: String },
    state: { type: String, enum: MAIL_STATES, default: 'stored' },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: null },
    lockedUntil: { type: Date, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
    alertOnFailure: { type: Boolean, default: true },
    delivery: { type: { subject: String, text: String, html: String, _id: false }, default: null, select: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'mail_outbox' },
);
mailSchema.index({ to: 1, createdAt: -1 });
mailSchema.index({ createdAt: -1 });
mailSchema.index({ template: 1, createdAt: -1 });
mailSchema.index({ state: 1, nextAttemptAt: 1 });

export const MailModel = model<MailDoc>('Mail', mailSchema);
