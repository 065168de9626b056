/**
 * The Stripe events already applied, one document per event id. Applying an event inserts its id
 * in the same transaction as its effect, so an event delivered twice, or to two app processes at
 * once, changes the enrollment once (the second insert meets the unique _id and rolls back).
 */
import { Schema, model } from 'mongoose';

export interface StripeEventDoc {
  /** Stripe's event id (evt_…). */
  _id: string;
  type: string;
  /** What applying it did: applied, ignored (nothing of ours), or refused (amount or currency differ). */
  outcome: 'applied' | 'ignored' | 'refused';
  receivedAt: Date;
}

/** Stripe retries an event for up to three days; a month covers any replay worth refusing. */
const KEPT_SECONDS = 30 * 24 * 60 * 60;

const stripeEventSchema = new Schema<StripeEventDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    outcome: { type: String, required: true },
    receivedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'stripe_events', versionKey: false },
);
stripeEventSchema.index({ receivedAt: 1 }, { expireAfterSeconds: KEPT_SECONDS });

export const StripeEventModel = model<StripeEventDoc>('StripeEvent', stripeEventSchema);
