/**
 * The course builder's view of a course's modules (staff only): lessons with their text, video and
 * files, quizzes with their answers. Never used for a learner, who reads courseContent instead.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, idOf, type Presenter } from '../../core/presenter.js';
import type { CourseFileDoc, QuestionText, QuizDoc, TitleText } from './course.model.js';
import { TRANSLATION_LANGUAGES, type TranslationLanguage, type Translations } from '../../core/translations.js';
import type { LessonText } from './lesson-content.model.js';
import type { CourseFileRecord } from './course-file.model.js';
import type { CourseBuilderDoc, EditableLessonDoc, EditableModuleDoc } from './course-outline.service.js';

/** A version's `fields`, null each where blank; null for a version with none of them. */
function versionOf<F extends string>(source: Partial<Record<F, string | null>> | null | undefined, fields: readonly F[]): Record<F, string | null> | null {
  const present = (field: F) => {
    const value = source?.[field];
    return typeof value === 'string' && value.trim() ? value : null;
  };
  if (!fields.some((field) => present(field) !== null)) return null;
  return Object.fromEntries(fields.map((field) => [field, present(field)])) as Record<F, string | null>;
}

/** Every language's version of `fields` as stored (the builder is staff's): `en` the original, null where a language has none. */
function versionsOf<F extends string>(original: Partial<Record<F, string | null>>, translations: Partial<Record<TranslationLanguage, Partial<Record<F, string | null>> | null>> | null | undefined, fields: readonly F[]) {
  return { en: versionOf(original, fields), ...Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, versionOf(translations?.[language], fields)])) } as Record<
    'en' | TranslationLanguage,
    Record<F, string | null> | null
  >;
}

const titleVersions = (doc: TitleText & { translations?: Translations<TitleText> | null }): G.TitleTranslations => versionsOf<keyof TitleText>(doc, doc.translations, ['title']);
const contentVersions = (content: string, translations: Translations<LessonText> | null): G.LessonContentTranslations => versionsOf<keyof LessonText>({ content }, translations, ['content']);

/** A question's versions with its options' texts, in the options' order (null where an option has none in that language). */
function questionVersions(q: QuizDoc['questions'][number]): G.QuestionTranslations {
  const own = versionsOf<keyof QuestionText>(q, q.translations, ['text', 'explanation']);
  const options = (language: TranslationLanguage) => q.options.map((o) => o.translations?.[language]?.text?.trim() || null);
  const version = (language: TranslationLanguage) => {
    const texts = options(language);
    return own[language] || texts.some(Boolean) ? { text: null, explanation: null, ...own[language], options: texts } : null;
  };
  return { en: { text: q.text, explanation: q.explanation ?? null, options: q.options.map((o) => o.text) }, es: version('es'), fr: version('fr'), de: version('de') };
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
  contentTranslations: contentVersions(l.content, l.contentTranslations),
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
    translations: questionVersions(question),
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
