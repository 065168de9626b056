import type { CourseInput, CourseLevel, CourseStatus } from '../../__generated__/graphql';

// The Add/Edit Course dialog's rules (spec sections 4, 5, 9), kept apart from the UI so they can be
// tested on their own: what the form starts with, what it offers, how it is checked, what it sends.

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields (Title, Description)';

/** Spec section 4: the add form offers active, draft or archived; "active" is published. */
export const ADD_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
] as const;

/** Spec section 4: the edit form offers published or draft. */
export const EDIT_STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

export type FormStatus = 'active' | CourseStatus;

export interface ModuleFormValues {
  /** The module's id when it exists already, so learners' progress on it is kept. */
  id: string | null;
  title: string;
  /** One lesson per line. */
  lessons: string;
}

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
  modules: ModuleFormValues[];
  /** YYYY-MM-DDTHH:mm in the site's time zone, or ''. */
  publishAt: string;
  unpublishAt: string;
}

export type CourseFormField = Exclude<keyof CourseFormValues, 'modules'> | 'modules';

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
  modules: readonly { id: string; title: string; lessons: readonly { title: string }[] }[];
  publishAtLocal?: string | null;
  unpublishAtLocal?: string | null;
}

const emptyModule = (): ModuleFormValues => ({ id: null, title: '', lessons: '' });

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
    modules: [emptyModule()],
    publishAt: '',
    unpublishAt: '',
  };
}

export function courseToForm(course: EditableCourse): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    duration: course.duration ?? '',
    price: String(course.price),
    discountPrice: course.discountPrice === null || course.discountPrice === undefined ? '' : String(course.discountPrice),
    instructorName: course.instructor.name,
    instructorTitle: course.instructor.title ?? '',
    instructorBio: course.instructor.bio ?? '',
    status: course.status,
    certificate: course.certificate,
    skills: course.skills.join(', '),
    // The form always shows at least one module row to type into.
    modules: course.modules.length
      ? course.modules.map((m) => ({ id: m.id, title: m.title, lessons: m.lessons.map((l) => l.title).join('\n') }))
      : [emptyModule()],
    publishAt: course.publishAtLocal ?? '',
    unpublishAt: course.unpublishAtLocal ?? '',
  };
}

export { emptyModule };

/** The status choices of the form; an archived course keeps its status on offer while edited. */
export function statusOptions(isEdit: boolean, current: FormStatus): readonly { value: FormStatus; label: string }[] {
  if (!isEdit) return ADD_STATUS_OPTIONS;
  return current === 'archived' ? [...EDIT_STATUS_OPTIONS, { value: 'archived', label: 'Archived' }] : EDIT_STATUS_OPTIONS;
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
export function validateCourseForm(values: CourseFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  const price = parseMoney(values.price);
  if (price === 'invalid') errors.price = 'Price must be a number';
  else if (price !== null && price < 0) errors.price = 'Price must be at least 0';
  const discount = parseMoney(values.discountPrice);
  if (discount === 'invalid') errors.discountPrice = 'Discount price must be a number';
  else if (discount !== null && discount >= (typeof price === 'number' ? price : 0)) {
    errors.discountPrice = 'Discount price must be less than the price';
  }
  if (values.modules.some((m) => !m.title.trim() && m.lessons.trim())) errors.modules = 'Module title is required';
  return errors;
}

/** The mutation input (create and edit send the whole form). */
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
    skills: values.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    modules: values.modules
      .map((m) => ({
        ...(m.id ? { id: m.id } : {}),
        title: m.title.trim(),
        // Lessons by title: the server keeps each existing lesson of the same title, with its content.
        lessons: m.lessons
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .map((title) => ({ title })),
      }))
      .filter((m) => m.title || m.lessons.length),
  };
}

/** Maps the server's field names (e.g. `instructor.name`, `modules.0.title`) onto the form's fields. */
export function formFieldOf(serverField: string): CourseFormField | undefined {
  if (serverField.startsWith('modules')) return 'modules';
  if (serverField.startsWith('skills')) return 'skills';
  const aliases: Record<string, CourseFormField> = {
    'instructor.name': 'instructorName',
    'instructor.title': 'instructorTitle',
    'instructor.bio': 'instructorBio',
    instructor: 'instructorName',
  };
  if (aliases[serverField]) return aliases[serverField];
  return Object.hasOwn(emptyCourseForm(), serverField) ? (serverField as CourseFormField) : undefined;
}
