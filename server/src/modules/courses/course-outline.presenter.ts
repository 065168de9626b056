/**
 * The course builder's view of a course's modules (staff only): lessons with their text, video and
 * files, quizzes with their answers. Never used for a learner, who reads courseContent instead.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, type Presenter } from '../../core/presenter.js';
import type { CourseFileDoc, QuizDoc, TitleText } from './course.model.js';
import type { TranslationLanguage, Translations } from '../../core/translations.js';
import type { CourseFileRecord } from './course-file.model.js';
import type { CourseBuilderDoc, EditableLessonDoc, EditableModuleDoc } from './course-outline.service.js';

/** Every language's title as stored (the builder is staff's): `en` the original, null where a language has none. */
function titleVersions(doc: TitleText & { translations?: Translations<TitleText> | null }): G.TitleTranslations {
  const version = (language: TranslationLanguage) => {
    const title = doc.translations?.[language]?.title;
    return title ? { title } : null;
  };
  return { en: { title: doc.title }, es: version('es'), fr: version('fr'), de: version('de') };
}

export const courseFile = (f: CourseFileDoc): G.CourseFile => ({ id: f.fileId.toString(), name: f.name, contentType: f.contentType, size: f.size });

const editableLesson = (l: EditableLessonDoc): G.EditableLesson => ({
  id: idOf(l),
  title: l.title,
  translations: titleVersions(l),
  kind: l.kind,
  minutes: l.minutes,
  preview: l.preview,
  content: l.content,
  videoUrl: l.videoUrl ?? null,
  video: l.video ? courseFile(l.video) : null,
  attachments: l.attachments.map(courseFile),
});

const editableQuiz = (q: QuizDoc): G.EditableQuiz => ({
  id: idOf(q),
  title: q.title,
  translations: titleVersions(q),
  passMark: q.passMark,
  attemptLimit: q.attemptLimit ?? null,
  questions: q.questions.map((question) => ({
    id: idOf(question),
    text: question.text,
    kind: question.kind,
    explanation: question.explanation ?? null,
    options: question.options.map((o) => ({ id: idOf(o), text: o.text, correct: o.correct })),
  })),
});

const editableModule = (m: EditableModuleDoc): G.EditableModule => ({
  id: idOf(m),
  title: m.title,
  translations: titleVersions(m),
  opensAfterPrevious: m.opensAfterPrevious,
  lessons: m.lessons.map(editableLesson),
  quiz: m.quiz ? editableQuiz(m.quiz) : null,
});

export const courseBuilderPresenter: Presenter<CourseBuilderDoc> = definePresenter<CourseBuilderDoc, G.CourseBuilder>('CourseBuilder', {
  courseId: (b) => b.course._id.toString(),
  title: (b) => b.course.title,
  status: (b) => b.course.status,
  modules: (b) => b.modules.map(editableModule),
});

/** An upload as its answer: the id a lesson refers to it by. */
export const courseFilePresenter: Presenter<CourseFileRecord> = definePresenter<CourseFileRecord, G.CourseFile>('CourseFile', {
  id: idOf,
  name: (f) => f.name,
  contentType: (f) => f.contentType,
  size: (f) => f.size,
});
