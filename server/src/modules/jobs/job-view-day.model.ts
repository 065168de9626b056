import { Schema, model, type Types } from 'mongoose';

/**
 * Counted views per job and day, kept for the analytics funnels (the per-visitor rows in job_views
 * expire after two days). `date` is the UTC midnight of the day, so periods can be matched by range.
 */
export interface JobViewDayDoc {
  _id: Types.ObjectId;
  job: Types.ObjectId;
  date: Date;
  count: number;
}

const jobViewDaySchema = new Schema<JobViewDayDoc>(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    date: { type: Date, required: true },
    count: { type: Number, required: true, default: 0 },
  },
  { collection: 'job_view_days', versionKey: false },
);

jobViewDaySchema.index({ job: 1, date: 1 }, { unique: true });
// A period's views of every job.
jobViewDaySchema.index({ date: 1 });

export const JobViewDayModel = model<JobViewDayDoc>('JobViewDay', jobViewDaySchema);
