import type { JobDepartment, JobLevel, JobStatus, JobType } from '../../__generated__/graphql';
import { dateTimeFormat } from '../../components/format/date-format';

// How job fields read on screen; shared by the Career pages, the candidate dashboard and Job Management.

/** Spec section 3: types are underscore-separated and shown title-cased. */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
  remote: 'Remote',
};

export const JOB_LEVEL_LABELS: Record<JobLevel, string> = {
  entry: 'Entry Level',
  mid: 'Mid Level',
  senior: 'Senior',
  lead: 'Lead',
  executive: 'Executive',
};

export const JOB_DEPARTMENT_LABELS: Record<JobDepartment, string> = {
  engineering: 'Engineering',
  research: 'Research',
  business: 'Business',
  design: 'Design',
  ai: 'AI',
  other: 'Other',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
  draft: 'Draft',
};

export const JOB_TYPES = Object.keys(JOB_TYPE_LABELS) as JobType[];
export const JOB_LEVELS = Object.keys(JOB_LEVEL_LABELS) as JobLevel[];
export const JOB_DEPARTMENTS = Object.keys(JOB_DEPARTMENT_LABELS) as JobDepartment[];
export const JOB_STATUSES = Object.keys(JOB_STATUS_LABELS) as JobStatus[];

export function isJobDepartment(value: string | null | undefined): value is JobDepartment {
  return JOB_DEPARTMENTS.some((department) => department === value);
}

export interface SalaryRange {
  min: number;
  max: number;
  currency: string;
}

/** "$80K – $120K", or one figure when the range is a single amount. */
export function formatSalary(salary: SalaryRange): string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: salary.currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return salary.min === salary.max ? format.format(salary.min) : `${format.format(salary.min)} – ${format.format(salary.max)}`;
}

/** "Nov 22, 2026": the day of a moment in `timeZone` (default: the browser's). */
export function formatDate(iso: string, timeZone?: string): string {
  return dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(new Date(iso));
}

/**
 * A job's deadline: a day, which Job Management sets as ending 23:59:59 UTC (job-form.ts). It reads
 * as the day that was set, in every time zone (in the browser's zone, a deadline set for Dec 31
 * read "Jan 1" east of UTC).
 */
export function formatDeadline(iso: string): string {
  return formatDate(iso, 'UTC');
}

/** The prototype's "Ask a question" target: the contact form with the subject filled in (URL-encoded). */
export function jobQuestionLink(title: string): string {
  return `/contact?subject=${encodeURIComponent(`Job Application: ${title}`)}`;
}

/** Guests who want to apply sign in (or register) as candidates and come back to the job. */
export function applyLoginLink(jobId: string, page: 'login' | 'register' = 'login'): string {
  // Job ids are hex, so the path needs no encoding inside the query.
  return `/${page}?role=applicant&redirect=/career/${jobId}`;
}
