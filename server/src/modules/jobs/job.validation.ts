/** Spec section 5 (Job form: title, company, location, description required) and the job model's fields. */
import { z } from 'zod';
import { bulkInput } from '../../core/bulk.js';
import { scheduleFields } from '../../core/scheduled-time.js';
import { optionalText, requiredText, keptWhenAbsent } from '../../core/validation.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { JOB_DEPARTMENTS, JOB_LEVELS, JOB_STATUSES, JOB_TYPES, type Salary } from './job.model.js';
import { CURRENCY_CODES, MAX_SALARY, parseSalary } from './salary.js';

export const MAX_LIST_ITEMS = 30;

/** Older callers write "full-time"; GraphQL and the store write "full_time". */
const jobType = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/-/g, '_') : v),
  z.enum(JOB_TYPES, { error: 'Type must be one of full-time, part-time, contract, freelance, internship, remote' }),
);
const level = z.enum(JOB_LEVELS, { error: `Level must be one of ${JOB_LEVELS.join(', ')}` });
const department = z.enum(JOB_DEPARTMENTS, { error: `Department must be one of ${JOB_DEPARTMENTS.join(', ')}` });
const status = z.enum(JOB_STATUSES, { error: `Status must be one of ${JOB_STATUSES.join(', ')}` });

const salaryAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} must be at least 0` })
    .max(MAX_SALARY, { error: 'Salary is too large' });

const salaryObject = z
  .object({
    min: salaryAmount('Salary minimum'),
    max: salaryAmount('Salary maximum'),
    currency: z
      .string({ error: 'Currency is required' })
      .trim()
      .toUpperCase()
      .refine((c) => (CURRENCY_CODES as readonly string[]).includes(c), { error: `Currency must be one of ${CURRENCY_CODES.join(', ')}` }),
  })
  .refine((s) => s.min <= s.max, { error: 'Salary minimum must not be more than the maximum', path: [] });

/**
 * The form sends free text (spec section 3), older callers may send { min, max, currency }; both are
 * stored structured. Blank means "not disclosed".
 */
const salary = z
  .union([z.string(), salaryObject], { error: 'Salary must be text or { min, max, currency }' })
  .nullish()
  .transform((value, ctx): Salary | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  if (!value.trim()) return null;
  if (value.length > 100) {
    ctx.addIssue({ code: 'custom', message: 'Salary must be at most 100 characters' });
    return z.NEVER;
  }
  const parsed = parseSalary(value);
  if (parsed.ok) return parsed.salary;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});

/** A list of short texts; the public side may send one comma- or line-separated text (spec section 3). */
function textList(label: string, itemLabel: string) {
  return z
    .union([z.string(), z.array(z.string({ error: `Each ${itemLabel} must be text` }))], { error: `${label} must be a list of text` })
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return [];
      const items = typeof value === 'string' ? value.split(/[\n,]/) : value;
      return items.map((item) => item.trim()).filter(Boolean);
    })
    .refine((list) => list.length <= MAX_LIST_ITEMS, { error: `${label} can list at most ${MAX_LIST_ITEMS} items` })
    .refine((list) => list.every((item) => item.length <= 300), { error: `Each ${itemLabel} must be at most 300 characters` });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A deadline given as a day (2026-12-31) lasts until the end of that day, UTC. */
const deadline = z
  .union([z.date(), z.string()], { error: 'Deadline must be a date' })
  .nullish()
  .transform((value, ctx): Date | null => {
    if (value === null || value === undefined || value === '') return null;
    const date = typeof value === 'string' ? new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value) : value;
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Deadline must be a date' });
      return z.NEVER;
    }
    return date;
  });

const LABELS = { title: /*i18n*/ { message: 'Title' }, description: /*i18n*/ { message: 'Description' }, experience: /*i18n*/ { message: 'Experience' } };
const LANGUAGE_NAMES = { es: 'Spanish', fr: 'French', de: 'German' } as const;

/** The Spanish, French and German versions: each field optional (a missing one reads the English). */
const translations = translationsInput((language) => ({
  title: optionalText(translatedLabel(LABELS.title, language), 120),
  description: optionalText(translatedLabel(LABELS.description, language), 10_000),
  experience: optionalText(translatedLabel(LABELS.experience, language), 120),
  requirements: textList(`Requirements (${LANGUAGE_NAMES[language]})`, `requirement (${LANGUAGE_NAMES[language]})`),
  benefits: textList(`Benefits (${LANGUAGE_NAMES[language]})`, `benefit (${LANGUAGE_NAMES[language]})`),
}));

const editable = {
  title: requiredText('Title', 120),
  company: requiredText('Company', 120),
  location: requiredText('Location', 120),
  salary,
  experience: optionalText('Experience', 120).transform((v) => v ?? null),
  description: requiredText('Description', 10_000),
  requirements: textList('Requirements', 'requirement'),
  benefits: textList('Benefits', 'benefit'),
  deadline,
  ...scheduleFields,
};

/** Create: the form's defaults apply (spec section 9: type full-time, level mid, status active). */
export const CreateJobInput = z.object({
  ...editable,
  type: jobType.nullish().transform((v) => v ?? 'full_time'),
  level: level.nullish().transform((v) => v ?? 'mid'),
  department: department.nullish().transform((v) => v ?? 'other'),
  status: status.nullish().transform((v) => v ?? 'active'),
  translations: translations.nullish().transform((v) => v ?? {}),
});

/** Update: the form's fields are replaced; a select left out keeps its value. */
export const UpdateJobInput = z.object({
  ...editable,
  type: keptWhenAbsent(jobType),
  level: keptWhenAbsent(level),
  department: keptWhenAbsent(department),
  status: keptWhenAbsent(status),
  translations: keptWhenAbsent(translations),
});

export const JobFilterInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    type: jobType.nullish(),
    level: level.nullish(),
    department: department.nullish(),
    status: status.nullish(),
    openOnly: z.boolean().nullish(),
  })
  .nullish();

/** A bulk action on jobs: the ids chosen on the page, or every job matching the list's filter. */
export const JOB_BULK_ACTIONS = ['publish', 'pause', 'archive', 'delete'] as const;
export const BulkJobsInput = bulkInput(JOB_BULK_ACTIONS, JobFilterInput);

/** REST PATCH: only the fields given are validated and changed. */
export const PatchJobInput = UpdateJobInput.partial();
