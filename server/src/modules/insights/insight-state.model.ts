/**
 * Small shared state of the insight rollups, in the database so every process sees it:
 * - `rollups`: which zone the daily rollups were built for, and when (queries use them only for
 *   the current site zone);
 * - `rebuild-lease`: the process rebuilding them now, until when (one rebuild at a time in a cluster);
 * - `active:<zone>:<from>:<to>` and `conversion:<zone>:<from>:<to>`: the kept Active Users and
 *   converted accounts of a range wholly in the past (keptFigure).
 */
import { Schema, model } from 'mongoose';

export interface InsightStateDoc {
  _id: string;
  zone?: string;
  builtAt?: Date;
  holder?: string;
  until?: Date;
  value?: number;
}

const insightStateSchema = new Schema<InsightStateDoc>(
  {
    _id: { type: String, required: true },
    zone: { type: String },
    builtAt: { type: Date },
    holder: { type: String },
    until: { type: Date },
    value: { type: Number },
  },
  { collection: 'insight_state', versionKey: false },
);

export const InsightStateModel = model<InsightStateDoc>('InsightState', insightStateSchema);

export const ROLLUP_STATE_ID = 'rollups';
export const REBUILD_LEASE_ID = 'rebuild-lease';

/** A past range's figure: read when kept, else computed once and kept under `id`. */
export async function keptFigure(id: string, compute: () => Promise<number>): Promise<number> {
  const kept = await InsightStateModel.findById(id, { value: 1 }).lean();
  if (typeof kept?.value === 'number') return kept.value;
  const value = await compute();
  await InsightStateModel.updateOne({ _id: id }, { $set: { value } }, { upsert: true });
  return value;
}
