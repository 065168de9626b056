/**
 * Daily rollups of the insight figures: per local day of the site's zone, what the
 * Analytics and Dashboard sum instead of scanning 100,000s of records. One document per
 * (zone, kind, day, key): `site` (key null) counts sign-ups (and how many of those accounts enrolled or applied since),
 * revenue by payment day and completions;
 * `course` (key = course id) the cohort funnel of enrollments made that day; `job` (key = job id)
 * the funnel of applications made that day. Kept exact by the write paths (rollup-change.ts) in the
 * transaction of each write, and rebuilt from the records after bulk writes (rollup-rebuild.ts).
 */
import { Schema, model, type Types } from 'mongoose';

export const ROLLUP_KINDS = ['site', 'course', 'job'] as const;
export type RollupKind = (typeof ROLLUP_KINDS)[number];

export const ROLLUP_COUNTERS = ['signups', 'engaged', 'revenue', 'completed', 'enrollments', 'paid', 'applications', 'interviewing', 'offered', 'hired'] as const;
export type RollupCounter = (typeof ROLLUP_COUNTERS)[number];
export type Counters = Partial<Record<RollupCounter, number>>;

export interface InsightDayDoc extends Counters {
  _id: Types.ObjectId;
  zone: string;
  /** The instant of local midnight (in `zone`) starting the day. */
  day: Date;
  kind: RollupKind;
  key: Types.ObjectId | null;
}

const counterFields = Object.fromEntries(ROLLUP_COUNTERS.map((c) => [c, { type: Number }]));

const insightDaySchema = new Schema<InsightDayDoc>(
  {
    zone: { type: String, required: true },
    day: { type: Date, required: true },
    kind: { type: String, enum: ROLLUP_KINDS, required: true },
    key: { type: Schema.Types.ObjectId, default: null },
    ...counterFields,
  },
  { collection: 'insight_days', versionKey: false },
);

// Range reads (zone, kind, day) and the upserts' equality on all four.
insightDaySchema.index({ zone: 1, kind: 1, day: 1, key: 1 }, { unique: true });

export const InsightDayModel = model<InsightDayDoc>('InsightDay', insightDaySchema);
