import type { AdminJobCard_JobFragment, JobDepartment, JobInput, JobLevel, JobStatus, JobType } from '../../__generated__/graphql';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../shared/content-languages/content-languages';

/** The text a visitor reads, which has a version per language; lists one item per line. */
export interface JobTextValues {
  title: string;
  description: string;
  /** Optional: a version without it shows the English. */
  experience: string;
  requirements: string;
  benefits: string;
}
export const JOB_TEXT_FIELDS = ['title', 'description', 'requirements', 'benefits'] as const;

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
  /** The Spanish, French and German versions; blank fields show the English on the site. */
  translations: Record<TranslationLanguage, JobTextValues>;
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
    translations: { es: emptyText(), fr: emptyText(), de: emptyText() },
  };
}

const emptyText = (): JobTextValues => ({ title: '', description: '', experience: '', requirements: '', benefits: '' });

type StoredText =
  | { title?: string | null; description?: string | null; experience?: string | null; requirements?: readonly string[] | null; benefits?: readonly string[] | null }
  | null
  | undefined;
function textToForm(text: StoredText): JobTextValues {
  return {
    title: text?.title ?? '',
    description: text?.description ?? '',
    experience: text?.experience ?? '',
    requirements: (text?.requirements ?? []).join('\n'),
    benefits: (text?.benefits ?? []).join('\n'),
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
  // The top-level fields are in the reader's language; the original is `translations.en`.
  const original = textToForm(job.translations?.en ?? job);
  return {
    ...original,
    company: job.company,
    location: job.location,
    type: job.type,
    level: job.level,
    department: job.department,
    salary: salaryToText(job.salary),
    experience: job.experience ?? '',
    status: job.status,
    deadline: job.deadline ? job.deadline.slice(0, 10) : '',
    publishAt: job.publishAtLocal ?? '',
    unpublishAt: job.unpublishAtLocal ?? '',
    translations: { es: textToForm(job.translations?.es), fr: textToForm(job.translations?.fr), de: textToForm(job.translations?.de) },
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
    // Only the languages with some text: a version left blank is none (the site shows the English).
    translations: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => {
        const text = values.translations[language];
        return [
          language,
          { title: text.title.trim(), description: text.description.trim(), experience: text.experience.trim(), requirements: lines(text.requirements), benefits: lines(text.benefits) },
        ] as const;
      }).filter(([, text]) => text.title || text.description || text.requirements.length > 0 || text.benefits.length > 0),
    ),
  };
}

export function missingRequiredJobFields(values: JobFormValues): JobFormField[] {
  return REQUIRED_JOB_FIELDS.filter((field) => !values[field].trim());
}

const FORM_FIELDS: readonly JobFormField[] = ['title', 'company', 'location', 'type', 'level', 'department', 'salary', 'experience', 'description', 'requirements', 'benefits', 'status', 'deadline', 'publishAt', 'unpublishAt', 'translations'];

/** The form field a server field message belongs to ("salary", "requirements"). */
export function jobFormFieldOf(serverField: string): JobFormField | undefined {
  const head = serverField.split('.')[0];
  return FORM_FIELDS.find((field) => field === head);
}
