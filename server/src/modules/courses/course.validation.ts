/**
 * Spec section 5, Course form: title and description are required, everything else is optional.
 * Section 9 gives the add-form defaults (category programming, level beginner, status active).
 * Shared by GraphQL and REST callers; one readable message per field.
 */
import { z } from 'zod';
import { scheduleFields } from '../../core/scheduled-time.js';
import { fieldMessage, optionalText, requiredText, keptWhenAbsent, VALIDATION_MESSAGES, type FieldLabel } from '../../core/validation.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';
import { COURSE_CATEGORIES, COURSE_LEVELS, COURSE_STATUSES, type CourseStatus } from './course.model.js';
import { PAYMENT_STATUSES } from './enrollment.model.js';
import { hasAtMostCents } from '../../core/money.js';
import { modulesInput } from './course-outline.validation.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { COURSE_TEXT_MESSAGES as T } from './course.messages.js';

export const MAX_SKILLS = 30;
const MAX_SKILL_CHARS = 60;
export const MAX_PRICE = 100_000;
export const DISCOUNT_MESSAGE = 'Discount price must be less than the price';

const category = z.enum(COURSE_CATEGORIES, { error: `Category must be one of ${COURSE_CATEGORIES.join(', ')}` });
const level = z.enum(COURSE_LEVELS, { error: `Level must be one of ${COURSE_LEVELS.join(', ')}` });

/**
 * The add form offers active, draft and archived; the edit form published and draft (spec
 * section 4). "active" is the add form's word for published.
 */
const status = z.preprocess(
  (v) => (v === 'active' ? 'published' : v),
  z.enum(COURSE_STATUSES, { error: `Status must be one of ${COURSE_STATUSES.join(', ')}` }),
);

/** Dollars: at least 0, at most 2 decimals. Numeric text (REST forms) is read as a number. */
function money(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .refine((n) => Number.isFinite(n), { error: `${label} must be a number` })
      .refine((n) => n >= 0, { error: `${label} must be at least 0` })
      .refine((n) => n <= MAX_PRICE, { error: `${label} must be at most ${MAX_PRICE}` })
      .refine(hasAtMostCents, { error: `${label} must have at most 2 decimals` }),
  );
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const price = z.preprocess((v) => (blank(v) ? undefined : v), money('Price').optional());
/** An empty discount means "no discount". */
const discountPrice = z.preprocess((v) => (blank(v) ? null : v), money('Discount price').nullable());

/** The instructor: an object, or just a name (the add form's single Instructor field). */
const instructor = z.preprocess(
  (v) => (typeof v === 'string' ? { name: v } : v),
  z.object(
    {
      name: optionalText('Instructor name', 100).transform((s) => s ?? ''),
      title: optionalText('Instructor title', 100).transform((s) => s ?? null),
      bio: optionalText('Instructor bio', 2000).transform((s) => s ?? null),
    },
    { error: 'Instructor must be a name or an object with a name' },
  ),
);

/** Trimmed, empties dropped, duplicates (ignoring case) dropped. */
const skills = z
  .array(z.string({ error: 'Each skill must be text' }).max(MAX_SKILL_CHARS, { error: `A skill must be at most ${MAX_SKILL_CHARS} characters` }), {
    error: 'Skills must be a list of text',
  })
  .nullish()
  .transform((list) => {
    const seen = new Set<string>();
    return (list ?? [])
      .map((s) => s.trim())
      .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  })
  .refine((list) => list.length <= MAX_SKILLS, { error: `A course can list at most ${MAX_SKILLS} skills` });

/** A version's skills: trimmed, empties dropped; its messages name the language ("Skills (German)"). */
const translatedSkills = (label: FieldLabel) =>
  z
    .array(z.string({ error: fieldMessage(T.skillNotText(label)) }).max(MAX_SKILL_CHARS, { error: fieldMessage(T.skillTooLong(label, MAX_SKILL_CHARS)) }), {
      error: fieldMessage(T.skillsNotList(label)),
    })
    .nullish()
    .transform((list) => (list ?? []).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.length <= MAX_SKILLS, { error: fieldMessage(T.tooManySkills(label, MAX_SKILLS)) });

/** The Spanish, French and German versions: every field optional (a missing one reads the English). */
const translations = translationsInput((language) => ({
  title: optionalText(translatedLabel(T.title, language), 150),
  description: optionalText(translatedLabel(T.description, language), 5000),
  duration: optionalText(translatedLabel(T.duration, language), 60),
  skills: translatedSkills(translatedLabel(T.skills, language)),
}));

const certificate = z.boolean({ error: 'Certificate must be yes or no' });

/** REST callers may still send the prototype's isPublished flag instead of a status. */
function statusFrom(raw: { status?: CourseStatus | null; isPublished?: boolean | null }): CourseStatus | undefined {
  if (raw.status) return raw.status;
  if (raw.isPublished === true) return 'published';
  if (raw.isPublished === false) return 'draft';
  return undefined;
}

const isPublishedFlag = z.boolean({ error: 'isPublished must be true or false' }).nullish();

export const CreateCourseInput = z
  .object({
    title: requiredText('Title', 150),
    description: requiredText('Description', 5000),
    translations: translations.nullish().transform((v) => v ?? {}),
    category: category.nullish().transform((c) => c ?? 'programming'),
    level: level.nullish().transform((l) => l ?? 'beginner'),
    duration: optionalText('Duration', 60).transform((s) => s ?? null),
    price: price.transform((p) => p ?? 0),
    discountPrice,
    instructor: instructor.nullish().transform((i) => i ?? { name: '', title: null, bio: null }),
    status: status.nullish(),
    isPublished: isPublishedFlag,
    modules: modulesInput,
    skills,
    certificate: certificate.nullish().transform((c) => c ?? true),
    ...scheduleFields,
  })
  .superRefine((c, ctx) => {
    if (c.discountPrice !== null && c.discountPrice >= c.price) ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: DISCOUNT_MESSAGE });
  })
  // Spec section 9: the add form's status defaults to active, which is published.
  .transform(({ isPublished, ...c }) => ({ ...c, status: statusFrom({ status: c.status, isPublished }) ?? 'published' }));

/** Update: only the fields sent change (an archive is `{ status: archived }`). */
export const UpdateCourseInput = z
  .object({
    title: requiredText('Title', 150).optional(),
    description: requiredText('Description', 5000).optional(),
    // Left out (or null): the versions are kept; given: they replace the stored ones.
    translations: keptWhenAbsent(translations),
    category: keptWhenAbsent(category),
    level: keptWhenAbsent(level),
    // Absent keeps the value; empty clears it.
    duration: optionalText('Duration', 60)
      .transform((s) => s ?? null)
      .optional(),
    price,
    discountPrice: discountPrice.optional(),
    instructor: keptWhenAbsent(instructor),
    status: status.nullish(),
    isPublished: isPublishedFlag,
    modules: modulesInput.optional(),
    skills: skills.optional(),
    certificate: keptWhenAbsent(certificate),
    ...scheduleFields,
  })
  .transform(({ isPublished, ...c }) => ({ ...c, status: statusFrom({ status: c.status, isPublished }) }));

export const CourseFilterInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    category: category.nullish(),
    level: level.nullish(),
    status: status.nullish(),
  })
  .nullish();

export const EnrollmentPaymentInput = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}` }),
});

/** The Payments list's filter: a status, and text matched against the learner and the course. */
export const PaymentFilterInput = z
  .object({
    status: z.enum(PAYMENT_STATUSES, { error: fieldMessage(VALIDATION_MESSAGES.oneOf(PAYMENT_MESSAGES.status, PAYMENT_STATUSES)) }).nullish(),
    search: z.string().trim().max(200).nullish(),
  })
  .nullish();

export const RatingInput = z.object({
  rating: z
    .number({ error: 'Rating must be a number' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number from 1 to 5' })
    .max(5, { error: 'Rating must be a whole number from 1 to 5' }),
});

