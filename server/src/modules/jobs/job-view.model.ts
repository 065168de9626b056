import { Schema, model, type Types } from 'mongoose';

/**
 * One row per job, visitor and day: the unique index makes "views count once per visitor per day"
 * hold even when two requests race. `visitor` is a keyed hash, never an address or a user id.
 */
export interface JobViewDoc {
  _id: Types.ObjectId;
  job: Types.ObjectId;
  visitor: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  createdAt: Date;
}

const jobViewSchema = new Schema<JobViewDoc>(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    visitor: { type: String, required: true },
    day: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'job_views' },
);

jobViewSchema.index({ job: 1, visitor: 1, day: 1 }, { unique: true });
// Only today's rows matter; older ones are cleaned up by the TTL monitor.
jobViewSchema.index({ createdAt: 1 }, { expireAfterSeconds: 2 * 24 * 60 * 60 });

export const JobViewModel = model<JobViewDoc>('JobView', jobViewSchema);
