import { Schema, model, type Types } from 'mongoose';

/** Where a running bulk action is: checking the chosen items, changing them, recording their history, or ended. */
export const BULK_PHASES = ['checking', 'applying', 'recording', 'finished', 'failed'] as const;
export type BulkPhase = (typeof BULK_PHASES)[number];

/**
 * How far a bulk action has got, written outside its transaction as it goes so that its author's
 * screen (any app process) can show it while the action runs. Keyed by the author and the key their
 * screen chose; kept an hour.
 */
export interface BulkProgressDoc {
  /** `{actor id}:{key}`: one author's key never meets another's. */
  _id: string;
  actor: Types.ObjectId;
  phase: BulkPhase;
  /** Items handled in this phase, of `total`. */
  done: number;
  total: number;
  updatedAt: Date;
}

const bulkProgressSchema = new Schema<BulkProgressDoc>(
  {
    _id: { type: String, required: true },
    actor: { type: Schema.Types.ObjectId, required: true },
    phase: { type: String, enum: BULK_PHASES, required: true },
    done: { type: Number, required: true, default: 0 },
    total: { type: Number, required: true, default: 0 },
    updatedAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'bulk_progress', versionKey: false },
);
bulkProgressSchema.index({ updatedAt: 1 }, { expireAfterSeconds: 60 * 60, name: 'updated_ttl' });

export const BulkProgressModel = model<BulkProgressDoc>('BulkProgress', bulkProgressSchema);
