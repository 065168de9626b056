import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CourseInput, CourseLevel, CourseStatus, CourseTranslationsInput } from '../../__generated__/graphql';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../shared/content-languages/content-languages';

// The Add/Edit Course dialog's rules (spec sections 4, 5, 9), kept apart from the UI so they can be
// tested on their own: what the form starts with, what it offers, how it is checked, what it sends.

/** Spec section 4: the add form offers active, draft or archived; "active" is published. */
export const ADD_STATUS_OPTIONS = [
  { value: 'active', label: msg`Active` },
  { value: 'draft', label: msg`Draft` },
  { value: 'archived', label: msg`Archived` },
] as const;

/** Spec section 4: the edit form offers published or draft. */
export const EDIT_STATUS_OPTIONS = [
  { value: 'published', label: msg`Published` },
  { value: 'draft', label: msg`Draft` },
] as const;

export type FormStatus = 'active' | CourseStatus;

/** The text a visitor reads, which has a version per language; skills comma separated. */
export interface CourseTextValues {
  title: string;
  description: string;
  duration: string;
  skills: string;
}
export const COURSE_TEXT_FIELDS = ['title', 'description', 'duration', 'skills'] as const;

/** A course's text in one language as the API gives staff (null where a field or language has none). */
type StoredText = { title?: string | null; description?: string | null; duration?: string | null; skills?: readonly string[] | null } | null | undefined;

export interface CourseFormValues {
  title: string;
  description: string;
  category: string;
  level: CourseLevel;
  duration: string;
  /** Prices stay text while typing; they become numbers on save. */
  price: string;
  discountPrice: string;
  instructorName: string;
  instructorTitle: string;
  instructorBio: string;
  status: FormStatus;
  certificate: boolean;
  /** Comma separated. */
  skills: string;
  /** YYYY-MM-DDTHH:mm in the site's time zone, or ''. */
  publishAt: string;
  unpublishAt: string;
  /** The Spanish, French and German versions; blank fields show the English on the site. */
  translations: Record<TranslationLanguage, CourseTextValues>;
}

export type CourseFormField = keyof CourseFormValues;

/** The subset of a course the form edits. */
export interface EditableCourse {
  /** Absent for a record not saved yet; the History button needs it. */
  id?: string;
  title: string;
  description: string;
  category: string;
  level: CourseLevel;
  duration?: string | null;
  price: number;
  discountPrice?: number | null;
  status: CourseStatus;
  certificate: boolean;
  skills: readonly string[];
  instructor: { name: string; title?: string | null; bio?: string | null };
  publishAtLocal?: string | null;
  unpublishAtLocal?: string | null;
  /** Every language's version as stored (staff); `en` is the original. */
  translations?: Partial<Record<'en' | TranslationLanguage, StoredText>> | null;
}

const emptyText = (): CourseTextValues => ({ title: '', description: '', duration: '', skills: '' });
function textToForm(text: StoredText): CourseTextValues {
  return { title: text?.title ?? '', description: text?.description ?? '', duration: text?.duration ?? '', skills: (text?.skills ?? []).join(', ') };
}

/** Spec section 9: category programming, level beginner, status active. */
export function emptyCourseForm(): CourseFormValues {
  return {
    title: '',
    description: '',
    category: 'programming',
    level: 'beginner',
    duration: '',
    price: '0',
    discountPrice: '',
    instructorName: '',
    instructorTitle: '',
    instructorBio: '',
    status: 'active',
    certificate: true,
    skills: '',
    publishAt: '',
    unpublishAt: '',
    translations: { es: emptyText(), fr: emptyText(), de: emptyText() },
  };
}

export function courseToForm(course: EditableCourse): CourseFormValues {
  // The top-level fields are in the reader's language; the original is `translations.en`.
  const original = textToForm(course.translations?.en ?? course);
  return {
    ...original,
    category: course.category,
    level: course.level,
    price: String(course.price),
    discountPrice: course.discountPrice === null || course.discountPrice === undefined ? '' : String(course.discountPrice),
    instructorName: course.instructor.name,
    instructorTitle: course.instructor.title ?? '',
    instructorBio: course.instructor.bio ?? '',
    status: course.status,
    certificate: course.certificate,
    publishAt: course.publishAtLocal ?? '',
    unpublishAt: course.unpublishAtLocal ?? '',
    translations: { es: textToForm(course.translations?.es), fr: textToForm(course.translations?.fr), de: textToForm(course.translations?.de) },
  };
}

/** The status choices of the form; an archived course keeps its status on offer while edited. */
export function statusOptions(isEdit: boolean, current: FormStatus): readonly { value: FormStatus; label: MessageDescriptor }[] {
  if (!isEdit) return ADD_STATUS_OPTIONS;
  return current === 'archived' ? [...EDIT_STATUS_OPTIONS, { value: 'archived', label: msg`Archived` }] : EDIT_STATUS_OPTIONS;
}

/** Spec section 4: expert is offered in the add form only, unless the course already is expert. */
export function levelOptions(isEdit: boolean, current: CourseLevel): readonly CourseLevel[] {
  const base: CourseLevel[] = ['beginner', 'intermediate', 'advanced'];
  return !isEdit || current === 'expert' ? [...base, 'expert'] : base;
}

export function toCourseStatus(status: FormStatus): CourseStatus {
  return status === 'active' ? 'published' : status;
}

/** A money field as a number: '' is `empty`, anything else must be a number. */
function parseMoney(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : 'invalid';
}

export type FormErrors = Partial<Record<CourseFormField, string>>;

/** The checks the form makes before sending; the server checks everything again. */
export function validateCourseForm(values: CourseFormValues, i18n: I18n): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = i18n._(msg`Title is required`);
  if (!values.description.trim()) errors.description = i18n._(msg`Description is required`);
  const price = parseMoney(values.price);
  if (price === 'invalid') errors.price = i18n._(msg`Price must be a number`);
  else if (price !== null && price < 0) errors.price = i18n._(msg`Price must be at least 0`);
  const discount = parseMoney(values.discountPrice);
  if (discount === 'invalid') errors.discountPrice = i18n._(msg`Discount price must be a number`);
  else if (discount !== null && discount >= (typeof price === 'number' ? price : 0)) {
    errors.discountPrice = i18n._(msg`Discount price must be less than the price`);
  }
  return errors;
}

/**
 * The mutation input (create and edit send the whole form). Modules, lessons and quizzes are the
 * course builder's (Content): the form leaves them as they are.
 */
export function toCourseInput(values: CourseFormValues): CourseInput {
  const price = parseMoney(values.price);
  const discount = parseMoney(values.discountPrice);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    level: values.level,
    duration: values.duration.trim(),
    price: typeof price === 'number' ? price : 0,
    discountPrice: typeof discount === 'number' ? discount : null,
    instructor: { name: values.instructorName.trim(), title: values.instructorTitle.trim(), bio: values.instructorBio.trim() },
    status: toCourseStatus(values.status),
    publishAt: values.publishAt || null,
    unpublishAt: values.unpublishAt || null,
    certificate: values.certificate,
    skills: skillsOf(values.skills),
    translations: versionsInput(values.translations),
  };
}

/** Skills typed comma separated: trimmed, empties dropped. */
const skillsOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Only the languages with some text: a version left blank is none (the site shows the English). */
function versionsInput(translations: Record<TranslationLanguage, CourseTextValues>): CourseTranslationsInput {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => {
      const text = translations[language];
      return [language, { title: text.title.trim(), description: text.description.trim(), duration: text.duration.trim(), skills: skillsOf(text.skills) }] as const;
    }).filter(([, text]) => text.title || text.description || text.duration || text.skills.length > 0),
  );
}

/** Maps the server's field names (e.g. `instructor.name`, `skills.0`) onto the form's fields. */
export function formFieldOf(serverField: string): CourseFormField | undefined {
  if (serverField.startsWith('skills')) return 'skills';
  // A version's field ("translations.es.title"): its message names the language and the field.
  if (serverField.startsWith('translations')) return 'translations';
  const aliases: Record<string, CourseFormField> = {
    'instructor.name': 'instructorName',
    'instructor.title': 'instructorTitle',
    'instructor.bio': 'instructorBio',
    instructor: 'instructorName',
  };
  if (aliases[serverField]) return aliases[serverField];
  return Object.hasOwn(emptyCourseForm(), serverField) ? (serverField as CourseFormField) : undefined;
}
