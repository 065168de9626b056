import { Schema, model, type Types } from 'mongoose';

/** The hiring pipeline, in order; rejected and withdrawn end it early. */
export const APPLICATION_STATUSES = ['submitted', 'reviewing', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];
/** Still in the pipeline: every status but the final ones (the dashboard's pending applications). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((s) => !FINAL_STATUSES.includes(s));

export type ResumeFile = {
  /** The GridFS file id in the `resumes` bucket. */
  fileId: Types.ObjectId;
  filename: string;
  contentType: string;
  size: number;
};

export type ApplicationHistoryEntry = {
  status: ApplicationStatus;
  at: Date;
  by: Types.ObjectId;
  byName: string;
  /** Shown to the candidate too (the admin form says so). */
  note?: string | null;
};

export interface ApplicationDoc {
  _id: Types.ObjectId;
  job: Types.ObjectId;
  applicant: Types.ObjectId;
  phone: string;
  coverLetter?: string | null;
  resume: ResumeFile;
  status: ApplicationStatus;
  history: ApplicationHistoryEntry[];
  createdAt: Date;
  updatedAt: Date;
}

const resumeSchema = new Schema<ResumeFile>(
  {
    fileId: { type: Schema.Types.ObjectId, required: true },
    filename: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

const historySchema = new Schema<ApplicationHistoryEntry>(
  {
    status: { type: String, enum: APPLICATION_STATUSES, required: true },
    at: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    byName: { type: String, required: true },
    note: { type: String },
  },
  { _id: false },
);

const applicationSchema = new Schema<ApplicationDoc>(
  {
    job: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    applicant: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    phone: { type: String, required: true, trim: true },
    coverLetter: { type: String, trim: true },
    resume: { type: resumeSchema, required: true },
    status: { type: String, enum: APPLICATION_STATUSES, required: true, default: 'submitted' },
    history: { type: [historySchema], default: [] },
  },
  { timestamps: true, collection: 'job_applications' },
);

// One application per job and user; the candidate's list and the per-job admin list.
applicationSchema.index({ job: 1, applicant: 1 }, { unique: true });
// Both lists are newest first, { createdAt: -1, _id: -1 }: the indexes end with that whole sort.
applicationSchema.index({ applicant: 1, createdAt: -1, _id: -1 });
applicationSchema.index({ job: 1, createdAt: -1, _id: -1 });
applicationSchema.index({ job: 1, status: 1, createdAt: -1, _id: -1 });
// The dashboard's pending applications: a count over the open statuses, read from this index's keys.
applicationSchema.index({ status: 1 });

export const ApplicationModel = model<ApplicationDoc>('Application', applicationSchema);
