import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';
import type { Language } from '@ai-solutions/common';
import { readAllIn, translationsSchema, withTranslations, type Translations } from '../../core/translations.js';

/**
 * Spec section 3/4. Types and levels are the union of what the prototype's filters and form offered;
 * stored with underscores, as the public side and GraphQL enums spell them.
 */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'freelance', 'internship', 'remote'] as const;
export const JOB_LEVELS = ['entry', 'mid', 'senior', 'lead', 'executive'] as const;
export const JOB_DEPARTMENTS = ['engineering', 'research', 'business', 'design', 'ai', 'other'] as const;
export const JOB_STATUSES = ['active', 'paused', 'closed', 'draft'] as const;

export type JobType = (typeof JOB_TYPES)[number];
export type JobLevel = (typeof JOB_LEVELS)[number];
export type JobDepartment = (typeof JOB_DEPARTMENTS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];

export type Salary = { min: number; max: number; currency: string };

/** The fields a visitor reads, which have a version per language (core/translations.ts). */
export type JobText = { title: string; description: string; experience?: string | null; requirements: string[]; benefits: string[] };
export const JOB_TEXT_FIELDS = ['title', 'description', 'experience', 'requirements', 'benefits'] as const satisfies readonly (keyof JobText)[];

export interface JobDoc {
  _id: Types.ObjectId;
  title: string;
  company: string;
  location: string;
  type: JobType;
  level: JobLevel;
  department: JobDepartment;
  salary?: Salary | null;
  experience?: string | null;
  description: string;
  requirements: string[];
  benefits: string[];
  /** The Spanish, French and German versions of the text fields above (which are the English). */
  translations?: Translations<JobText> | null;
  status: JobStatus;
  views: number;
  /** Applications received (withdrawn ones included); kept in step with the applications collection. */
  applications: number;
  /** When the job was first published (status active); null while it has never been. */
  postedDate?: Date | null;
  /** The last moment applications are accepted; the job leaves the public site after it. */
  deadline?: Date | null;
  /** When the scheduler makes the job active (once, then cleared); null when not scheduled. */
  publishAt?: Date | null;
  /** When the scheduler pauses the job (once, then cleared); null when not scheduled. */
  unpublishAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const salarySchema = new Schema<Salary>(
  {
    min: { type: Number, required: true, min: 0 },
    max: { type: Number, required: true, min: 0 },
    currency: { type: String, required: true, uppercase: true, minlength: 3, maxlength: 3 },
  },
  { _id: false },
);

const jobSchema = new Schema<JobDoc>(
  {
    title: { type: String, required: true, trim: true },
    company: { type: String, required: true, trim: true },
    location: { type: String, required: true, trim: true },
    type: { type: String, enum: JOB_TYPES, required: true, default: 'full_time' },
    level: { type: String, enum: JOB_LEVELS, required: true, default: 'mid' },
    department: { type: String, enum: JOB_DEPARTMENTS, required: true, default: 'other' },
    salary: { type: salarySchema, default: null },
    experience: { type: String, trim: true },
    description: { type: String, required: true, trim: true },
    requirements: { type: [String], default: [] },
    benefits: { type: [String], default: [] },
    translations: translationsSchema({
      title: { type: String, trim: true },
      description: { type: String, trim: true },
      experience: { type: String, trim: true },
      requirements: { type: [String], default: undefined },
      benefits: { type: [String], default: undefined },
    }),
    status: { type: String, enum: JOB_STATUSES, required: true, default: 'active' },
    views: { type: Number, default: 0, min: 0 },
    applications: { type: Number, default: 0, min: 0 },
    postedDate: { type: Date, default: null },
    deadline: { type: Date, default: null },
    publishAt: { type: Date, default: null },
    unpublishAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'jobs' },
);

// The public list: open jobs (status, deadline) newest first, by department; the admin list adds type/level filters.
jobSchema.index({ status: 1, postedDate: -1 });
jobSchema.index({ department: 1, status: 1 });
jobSchema.index({ createdAt: -1 });
// The scheduler's minute: which jobs are due to be published or paused.
jobSchema.index({ publishAt: 1 });
jobSchema.index({ unpublishAt: 1 });

/** The admin search (modules/search): A job is found by title (in any language), company and location. */
export const JOB_SEARCH_FIELDS = [...withTranslations(['title']), 'company', 'location'];
searchWordsPlugin(jobSchema, JOB_SEARCH_FIELDS);

export const JobModel = model<JobDoc>('Job', jobSchema);

/** A job is open (shown publicly, accepting applications) while active and before its deadline. */
export function isJobOpen(job: Pick<JobDoc, 'status' | 'deadline'>, now = new Date()): boolean {
  return job.status === 'active' && (!job.deadline || job.deadline.getTime() >= now.getTime());
}

/** The same rule as a query, for lists and counts. */
export function openJobsQuery(now = new Date()) {
  return { status: 'active' as const, $or: [{ deadline: null }, { deadline: { $gte: now } }] };
}

/** The job with its text in `languages` (in order of preference), else the original: for what is built outside the presenter (a page's head, its share card). */
export function jobIn(job: JobDoc, languages: readonly Language[]): JobDoc {
  return readAllIn<JobDoc>(job, JOB_TEXT_FIELDS, languages);
}
