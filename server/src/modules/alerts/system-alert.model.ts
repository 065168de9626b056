/**
 * Every system alert raised (System Settings › Notifications › System Alerts), one document per
 * alert. Its `key` is unique: a process raising an alert first claims the key, so the same
 * occurrence seen by several app processes (or twice by one) is announced once.
 */
import { Schema, model, type Types } from 'mongoose';

export const ALERT_KINDS = ['backup-failed', 'lockouts', 'database-unreachable', 'database-reachable', 'payment-mismatch', 'mail-failed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface SystemAlertDoc {
  _id: Types.ObjectId;
  key: string;
  kind: AlertKind;
  title: string;
  message: string;
  at: Date;
  /** False when System Alerts was off: recorded, not sent. */
  sent: boolean;
}

/** Alerts are kept for 90 days: enough to see what happened lately, not a second activity log. */
const KEPT_SECONDS = 90 * 24 * 60 * 60;

const systemAlertSchema = new Schema<SystemAlertDoc>(
  {
    key: { type: String, required: true, unique: true },
    kind: { type: String, enum: ALERT_KINDS, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    at: { type: Date, required: true, default: () => new Date() },
    sent: { type: Boolean, required: true },
  },
  { collection: 'system_alerts' },
);
systemAlertSchema.index({ at: 1 }, { expireAfterSeconds: KEPT_SECONDS });

export const SystemAlertModel = model<SystemAlertDoc>('SystemAlert', systemAlertSchema);
