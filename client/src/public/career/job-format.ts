import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JobDepartment, JobLevel, JobStatus, JobType } from '../../__generated__/graphql';
import type { Formatters } from '../../components/format/formatters';

// How job fields read on screen; shared by the Career pages, the candidate dashboard and Job Management.

/** Spec section 3: types are underscore-separated and shown title-cased. */
export const JOB_TYPE_MESSAGES: Readonly<Record<JobType, MessageDescriptor>> = {
  full_time: msg`Full Time`,
  part_time: msg`Part Time`,
  contract: msg({ message: 'Contract', comment: 'A kind of job: a fixed-term contract.' }),
  freelance: msg`Freelance`,
  internship: msg`Internship`,
  remote: msg({ message: 'Remote', comment: 'A kind of job: worked remotely.' }),
};

export const JOB_LEVEL_MESSAGES: Readonly<Record<JobLevel, MessageDescriptor>> = {
  entry: msg`Entry Level`,
  mid: msg`Mid Level`,
  senior: msg({ message: 'Senior', comment: 'A job level.' }),
  lead: msg({ message: 'Lead', comment: 'A job level: leads a team.' }),
  executive: msg({ message: 'Executive', comment: 'A job level: senior management.' }),
};

export const JOB_DEPARTMENT_MESSAGES: Readonly<Record<JobDepartment, MessageDescriptor>> = {
  engineering: msg({ message: 'Engineering', comment: 'A department of the company.' }),
  research: msg({ message: 'Research', comment: 'A department of the company.' }),
  business: msg({ message: 'Business', comment: 'A department of the company.' }),
  design: msg({ message: 'Design', comment: 'A department of the company.' }),
  ai: msg({ message: 'AI', comment: 'A department of the company: artificial intelligence.' }),
  other: msg({ message: 'Other', comment: 'A department of the company: any other.' }),
};

export const JOB_TYPES = Object.keys(JOB_TYPE_MESSAGES) as JobType[];
export const JOB_LEVELS = Object.keys(JOB_LEVEL_MESSAGES) as JobLevel[];
export const JOB_DEPARTMENTS = Object.keys(JOB_DEPARTMENT_MESSAGES) as JobDepartment[];
export const JOB_STATUSES: readonly JobStatus[] = ['active', 'paused', 'closed', 'draft'];

export function isJobDepartment(value: string | null | undefined): value is JobDepartment {
  return JOB_DEPARTMENTS.some((department) => department === value);
}

export interface SalaryRange {
  min: number;
  max: number;
  currency: string;
}

const salaryOptions = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A range as "$80K – $120K", or one figure when it is a single amount. */
function salaryRange(salary: SalaryRange, figure: (amount: number) => string): string {
  return salary.min === salary.max ? figure(salary.min) : `${figure(salary.min)} – ${figure(salary.max)}`;
}

/** The salary in the page's language: "$80K – $120K", "80.000 $ – 120.000 $". */
export function salaryText(format: Formatters, salary: SalaryRange): string {
  return salaryRange(salary, (amount) => format.number(amount, salaryOptions(salary.currency)));
}

/** How a day reads: "Nov 22, 2026" in English. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/**
 * The zone a deadline is read in: Job Management sets a deadline as ending 23:59:59 UTC
 * (job-form.ts), so it reads as the day that was set, in every time zone.
 */
export const DEADLINE_TIME_ZONE = 'UTC';

/** The prototype's "Ask a question" target: the contact form with `subject` filled in (URL-encoded). */
export function jobQuestionLink(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

/** Guests who want to apply sign in (or register) as candidates and come back to the job. */
export function applyLoginLink(jobId: string, page: 'login' | 'register' = 'login'): string {
  // Job ids are hex, so the path needs no encoding inside the query.
  return `/${page}?role=applicant&redirect=/career/${jobId}`;
}
