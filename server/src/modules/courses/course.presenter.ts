/**
 * The one output shape of a course (GraphQL Course, REST /api/courses): isPublished and students
 * computed, the rating to one decimal, the caller's own enrollment by reference.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, storedFields, embed, ref, type Presenter } from '../../core/presenter.js';
import { COURSE_TEXT_FIELDS, isPublished, titleIn, type CourseDoc, type CourseText, type TitleText, type CourseModuleDoc, type LessonDoc, type QuizDoc } from './course.model.js';
import { enrollmentPresenter } from './enrollment.presenter.js';
import { scheduleShown } from '../../core/scheduled-time.js';
import { siteZone } from '../settings/index.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { formatDollars, roundToTenth } from '../../core/money.js';
import { readerLanguages, readIn, translatedFields, translationsShown } from '../../core/translations.js';
import type { Language } from '@ai-solutions/common';

/** What everyone may read of a lesson: never its text, video or files. Its title in `languages`. */
export const lessonOutline = (l: LessonDoc, languages: readonly Language[]): G.LessonOutline => ({ id: idOf(l), title: titleIn(l, languages).title, kind: l.kind, minutes: l.minutes, preview: l.preview });

/** What everyone may read of a quiz: never its questions or answers. Its title in `languages`. */
export const quizOutline = (q: QuizDoc, languages: readonly Language[]): G.QuizOutline => ({
  id: idOf(q),
  title: titleIn(q, languages).title,
  passMark: q.passMark,
  attemptLimit: q.attemptLimit ?? null,
  questionCount: q.questions.length,
});

export const courseModulePresenter = definePresenter<CourseModuleDoc, G.CourseModule>('CourseModule', {
  id: idOf,
  ...translatedFields<TitleText, 'title'>('title'),
  ...storedFields<CourseModuleDoc>().same('opensAfterPrevious'),
  lessons: async (m, ctx) => {
    const languages = await readerLanguages(ctx);
    return m.lessons.map((l) => lessonOutline(l, languages));
  },
  quiz: async (m, ctx) => (m.quiz ? quizOutline(m.quiz, await readerLanguages(ctx)) : null),
});

const stored = storedFields<CourseDoc>();
export const coursePresenter: Presenter<CourseDoc> = definePresenter<CourseDoc, G.Course>('Course', {
  id: idOf,
  ...translatedFields<CourseText, 'title' | 'description' | 'skills'>('title', 'description', 'skills'),
  duration: async (c, ctx) => readIn<CourseText, 'duration'>(c, 'duration', await readerLanguages(ctx)) ?? null,
  translations: translationsShown<CourseText, (typeof COURSE_TEXT_FIELDS)[number]>(...COURSE_TEXT_FIELDS),
  ...stored.same('category', 'level'),
  ...stored.same('price'),
  ...stored.orNull('discountPrice'),
  priceLabel: (c) => (c.price > 0 ? formatDollars(c.price) : 'Free'),
  // The schema gives every course an instructor with a name ('' by default).
  instructor: (c) => ({ name: c.instructor.name, title: c.instructor.title ?? null, bio: c.instructor.bio ?? null }),
  ...stored.same('status'),
  isPublished: (c) => isPublished(c),
  modules: embed(courseModulePresenter, (c: CourseDoc) => c.modules),
  ...scheduleShown(siteZone),
  ...stored.same('certificate'),
  rating: (c) => roundToTenth(c.rating),
  ...stored.same('ratingCount', 'enrollmentCount'),
  students: (c) => c.enrollmentCount,
  myEnrollment: ref((): Presenter<EnrollmentDoc> => enrollmentPresenter, (c: CourseDoc, ctx) => ctx.loaders.myEnrollmentByCourse.load(c._id.toString())),
  ...stored.same('createdAt', 'updatedAt'),
});
