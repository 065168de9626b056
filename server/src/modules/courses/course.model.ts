import { Schema, model, type Types } from 'mongoose';
import { searchWordsPlugin } from '../search/index.js';
import { readAllIn, readIn, translationsSchema, withTranslations, type Translations } from '../../core/translations.js';
import type { Language } from '@ai-solutions/common';

/** Spec section 9: course categories offered. */
export const COURSE_CATEGORIES = ['programming', 'design', 'business', 'marketing', 'data-science', 'ai-ml'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Spec section 4: beginner, intermediate, advanced, plus expert (add form). In teaching order. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Only published courses reach the public site; archived ones keep their enrollments out of sight. */
export const COURSE_STATUSES = ['published', 'draft', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** A lesson is read (text) or watched (video); either may carry Markdown text. */
export const LESSON_KINDS = ['text', 'video'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Single choice, multiple choice, true or false. */
export const QUESTION_KINDS = ['single', 'multiple', 'trueFalse'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A file of the course's file store (an uploaded video, a PDF or slides), as a lesson refers to it. */
export interface CourseFileDoc {
  fileId: Types.ObjectId;
  name: string;
  contentType: string;
  size: number;
}

/**
 * A lesson's outline: what the course document keeps of it. Its Markdown text lives in
 * `lesson_contents` (lesson-content.model.ts), so lists of courses never carry lesson text.
 */
/** A module's, lesson's or quiz's title: its Spanish, French and German versions beside the English. */
export type TitleText = { title: string };
type TitleVersions = { translations?: Translations<TitleText> | null };

export interface LessonDoc extends TitleVersions {
  _id: Types.ObjectId;
  title: string;
  kind: LessonKind;
  /** Estimated minutes to read or watch it. */
  minutes: number;
  /** Open to everyone, enrolled or not (a free preview of the course). */
  preview: boolean;
  /** A YouTube or Vimeo link, shown through the site's privacy-enhanced embed. */
  videoUrl?: string | null;
  /** An uploaded MP4 from the course's file store. */
  video?: CourseFileDoc | null;
  /** PDFs and slides to download. */
  attachments: CourseFileDoc[];
}

/** A quiz option's text in one language. */
export type OptionText = { text: string };
/** A quiz question's text and explanation in one language. */
export type QuestionText = { text: string; explanation?: string | null };

/** Only the text has versions: an option's id, order and `correct` flag are the same in every language. */
export interface QuizOptionDoc {
  _id: Types.ObjectId;
  text: string;
  translations?: Translations<OptionText> | null;
  correct: boolean;
}

export interface QuizQuestionDoc {
  _id: Types.ObjectId;
  text: string;
  kind: QuestionKind;
  /** Shown with the result, after the learner submits. */
  explanation?: string | null;
  /** The Spanish, French and German versions of the text and the explanation. */
  translations?: Translations<QuestionText> | null;
  options: QuizOptionDoc[];
}

/** The quiz that may end a module. Its answers never leave the server before a learner submits. */
export interface QuizDoc extends TitleVersions {
  _id: Types.ObjectId;
  title: string;
  /** Percent of the questions to get right to pass. */
  passMark: number;
  /** Attempts a learner may make; absent means no limit. */
  attemptLimit?: number | null;
  questions: QuizQuestionDoc[];
}

export interface CourseModuleDoc extends TitleVersions {
  _id: Types.ObjectId;
  title: string;
  lessons: LessonDoc[];
  quiz?: QuizDoc | null;
  /** The module opens only once the one before it is complete (its lessons done, its quiz passed). */
  opensAfterPrevious: boolean;
}

export interface InstructorDoc {
  name: string;
  title?: string | null;
  bio?: string | null;
}

/** The course's fields a visitor reads, which have a version per language (core/translations.ts). */
export type CourseText = { title: string; description: string; duration?: string | null; skills: string[] };
export const COURSE_TEXT_FIELDS = ['title', 'description', 'duration', 'skills'] as const satisfies readonly (keyof CourseText)[];

export interface CourseDoc {
  _id: Types.ObjectId;
  title: string;
  description: string;
  /** The Spanish, French and German versions of title, description, duration and skills (which are the English). */
  translations?: Translations<CourseText> | null;
  category: CourseCategory;
  level: CourseLevel;
  /** Free text, e.g. "8 weeks". */
  duration?: string | null;
  /** Dollars, up to 2 decimals; 0 is a free course. */
  price: number;
  discountPrice?: number | null;
  instructor: InstructorDoc;
  status: CourseStatus;
  modules: CourseModuleDoc[];
  skills: string[];
  certificate: boolean;
  /** Average of the learners' ratings (1-5), 0 until the first rating; kept with ratingCount. */
  rating: number;
  ratingCount: number;
  /** Counted from the enrollments each time one is added (never incremented blindly). */
  enrollmentCount: number;
  /** When the scheduler publishes it (once, then cleared); null when not scheduled. */
  publishAt?: Date | null;
  /** When the scheduler takes it off the site (once, then cleared); null when not scheduled. */
  unpublishAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const fileSchema = new Schema<CourseFileDoc>(
  {
    fileId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

const titleVersions = () => translationsSchema({ title: { type: String, trim: true } });

const lessonSchema = new Schema<LessonDoc>({
  title: { type: String, required: true, trim: true },
  translations: titleVersions(),
  kind: { type: String, enum: LESSON_KINDS, required: true, default: 'text' },
  minutes: { type: Number, required: true, default: 0, min: 0 },
  preview: { type: Boolean, default: false },
  videoUrl: { type: String },
  video: { type: fileSchema },
  attachments: { type: [fileSchema], default: [] },
});

const quizSchema = new Schema<QuizDoc>({
  title: { type: String, required: true, trim: true },
  translations: titleVersions(),
  passMark: { type: Number, required: true, min: 0, max: 100 },
  attemptLimit: { type: Number, min: 1 },
  questions: {
    type: [
      new Schema<QuizQuestionDoc>({
        text: { type: String, required: true },
        kind: { type: String, enum: QUESTION_KINDS, required: true },
        explanation: { type: String },
        translations: translationsSchema({ text: { type: String, trim: true }, explanation: { type: String, trim: true } }),
        options: {
          type: [
            new Schema<QuizOptionDoc>({
              text: { type: String, required: true },
              translations: translationsSchema({ text: { type: String, trim: true } }),
              correct: { type: Boolean, required: true },
            }),
          ],
          default: [],
        },
      }),
    ],
    default: [],
  },
});

const moduleSchema = new Schema<CourseModuleDoc>({
  title: { type: String, required: true, trim: true },
  translations: titleVersions(),
  lessons: { type: [lessonSchema], default: [] },
  quiz: { type: quizSchema, default: null },
  opensAfterPrevious: { type: Boolean, default: false },
});

const courseSchema = new Schema<CourseDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true, trim: true },
    translations: translationsSchema({
      title: { type: String, trim: true },
      description: { type: String, trim: true },
      duration: { type: String, trim: true },
      skills: { type: [String], default: undefined },
    }),
    category: { type: String, enum: COURSE_CATEGORIES, required: true, default: 'programming' },
    level: { type: String, enum: COURSE_LEVELS, required: true, default: 'beginner' },
    duration: { type: String, trim: true },
    price: { type: Number, required: true, default: 0, min: 0 },
    discountPrice: { type: Number, min: 0 },
    instructor: {
      name: { type: String, trim: true, default: '' },
      title: { type: String, trim: true },
      bio: { type: String, trim: true },
    },
    status: { type: String, enum: COURSE_STATUSES, required: true, default: 'published' },
    modules: { type: [moduleSchema], default: [] },
    skills: { type: [String], default: [] },
    certificate: { type: Boolean, default: true },
    rating: { type: Number, default: 0, min: 0, max: 5 },
    ratingCount: { type: Number, default: 0, min: 0 },
    enrollmentCount: { type: Number, default: 0, min: 0 },
    publishAt: { type: Date, default: null },
    unpublishAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'courses' },
);

// The public catalog filters published courses by level and category; the admin list by status too.
courseSchema.index({ status: 1, level: 1, createdAt: -1 });
courseSchema.index({ status: 1, category: 1 });
courseSchema.index({ createdAt: -1 });
// The scheduler's minute: which courses are due to be published or taken off.
courseSchema.index({ publishAt: 1 });
courseSchema.index({ unpublishAt: 1 });

/** The admin search (modules/search): A course is found by title (in any language) and instructor. */
export const COURSE_SEARCH_FIELDS = [...withTranslations(['title']), 'instructor.name'];
searchWordsPlugin(courseSchema, COURSE_SEARCH_FIELDS);

export const CourseModel = model<CourseDoc>('Course', courseSchema);

export const isPublished = (course: Pick<CourseDoc, 'status'>): boolean => course.status === 'published';

/** What a learner pays: the discount price when one is set, else the price. */
export function payableAmount(course: Pick<CourseDoc, 'price' | 'discountPrice'>): number {
  return course.discountPrice !== null && course.discountPrice !== undefined ? course.discountPrice : course.price;
}

/** Every lesson of the course, in course order, with the module it belongs to. */
export function lessonsInOrder(course: Pick<CourseDoc, 'modules'>): { lesson: LessonDoc; module: CourseModuleDoc }[] {
  return course.modules.flatMap((module) => module.lessons.map((lesson) => ({ lesson, module })));
}

/** Hours of study a course represents: its lessons' minutes, to the half hour above (at least half an hour). */
export function courseHours(course: Pick<CourseDoc, 'modules'>): number {
  const minutes = course.modules.reduce((sum, m) => sum + m.lessons.reduce((inner, l) => inner + l.minutes, 0), 0);
  return Math.max(0.5, Math.ceil(minutes / 30) / 2);
}

/** A module's, lesson's or quiz's title in `languages`, else the original. */
export function titleIn<D extends TitleText & TitleVersions>(doc: D, languages: readonly Language[]): D {
  return { ...doc, title: readIn<TitleText, 'title'>(doc, 'title', languages) };
}

/**
 * A quiz with its title, questions, explanations and options in `languages`, else the original.
 * Ids, order and `correct` flags are untouched, so grading reads the same quiz in every language.
 */
export function quizIn(quiz: QuizDoc, languages: readonly Language[]): QuizDoc {
  return {
    ...titleIn(quiz, languages),
    questions: quiz.questions.map((q) => ({
      ...readAllIn<QuizQuestionDoc>(q, ['text', 'explanation'], languages),
      options: q.options.map((o) => readAllIn<QuizOptionDoc>(o, ['text'], languages)),
    })),
  };
}

/**
 * The course with its text, its modules', lessons' and quizzes' titles and its quizzes' questions
 * in `languages` (in order of preference), else the original: for what is built outside the
 * presenter (a page's head, the course player, a quiz's result).
 */
export function courseIn(course: CourseDoc, languages: readonly Language[]): CourseDoc {
  return {
    ...readAllIn<CourseDoc>(course, COURSE_TEXT_FIELDS, languages),
    modules: course.modules.map((m) => ({ ...titleIn(m, languages), lessons: m.lessons.map((l) => titleIn(l, languages)), quiz: m.quiz ? quizIn(m.quiz, languages) : m.quiz })),
  };
}
