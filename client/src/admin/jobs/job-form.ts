import type { AdminJobCard_JobFragment, JobDepartment, JobInput, JobLevel, JobStatus, JobType } from '../../__generated__/graphql';

/** The Post Job form (spec section 3): salary is free text; the server stores it structured. */
export interface JobFormValues {
  title: string;
  company: string;
  location: string;
  type: JobType;
  level: JobLevel;
  department: JobDepartment;
  salary: string;
  experience: string;
  description: string;
  /** One per line. */
  requirements: string;
  /** One per line. */
  benefits: string;
  status: JobStatus;
  /** YYYY-MM-DD or ''. */
  deadline: string;
  /** YYYY-MM-DDTHH:mm in the site's time zone, or ''. */
  publishAt: string;
  unpublishAt: string;
}

export type JobFormField = keyof JobFormValues;

export const REQUIRED_JOB_FIELDS = ['title', 'company', 'location', 'description'] as const;
/** The product's name (glossary: kept as it is in every language). */
export const COMPANY_NAME = 'AI Solutions';

/** Spec section 9: type full-time, level mid, status active. */
export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    company: COMPANY_NAME,
    location: '',
    type: 'full_time',
    level: 'mid',
    department: 'engineering',
    salary: '',
    experience: '',
    description: '',
    requirements: '',
    benefits: '',
    status: 'active',
    deadline: '',
    publishAt: '',
    unpublishAt: '',
  };
}

/** Written so that the server reads it back to the same range (English digits and separators, which it reads in every language). */
const salaryFigure = new Intl.NumberFormat('en-US');

export function salaryToText(salary: AdminJobCard_JobFragment['salary']): string {
  if (!salary) return '';
  const range = salary.min === salary.max ? salaryFigure.format(salary.min) : `${salaryFigure.format(salary.min)} - ${salaryFigure.format(salary.max)}`;
  return `${range} ${salary.currency}`;
}

export function jobToForm(job: AdminJobCard_JobFragment): JobFormValues {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    level: job.level,
    department: job.department,
    salary: salaryToText(job.salary),
    experience: job.experience ?? '',
    description: job.description,
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
    status: job.status,
    deadline: job.deadline ? job.deadline.slice(0, 10) : '',
    publishAt: job.publishAtLocal ?? '',
    unpublishAt: job.unpublishAtLocal ?? '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toJobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    company: values.company.trim(),
    location: values.location.trim(),
    type: values.type,
    level: values.level,
    department: values.department,
    salary: values.salary.trim(),
    experience: values.experience.trim(),
    description: values.description.trim(),
    requirements: lines(values.requirements),
    benefits: lines(values.benefits),
    status: values.status,
    // A deadline day lasts until its end (UTC), as the server reads a plain day.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a date-time the server reads, not text
    deadline: values.deadline ? `${values.deadline}T23:59:59.999Z` : null,
    // Wall-clock times: the server reads them in the site's time zone.
    publishAt: values.publishAt || null,
    unpublishAt: values.unpublishAt || null,
  };
}

export function missingRequiredJobFields(values: JobFormValues): JobFormField[] {
  return REQUIRED_JOB_FIELDS.filter((field) => !values[field].trim());
}

const FORM_FIELDS: readonly JobFormField[] = ['title', 'company', 'location', 'type', 'level', 'department', 'salary', 'experience', 'description', 'requirements', 'benefits', 'status', 'deadline', 'publishAt', 'unpublishAt'];

/** The form field a server field message belongs to ("salary", "requirements"). */
export function jobFormFieldOf(serverField: string): JobFormField | undefined {
  const head = serverField.split('.')[0];
  return FORM_FIELDS.find((field) => field === head);
}
