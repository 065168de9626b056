/**
 * Turns the modules a caller sent into the stored outline, keeping what already exists: a module,
 * lesson, quiz, question or option named by its id keeps that id (and the learners' progress and
 * attempts that refer to it), a lesson without an id keeps the id of its module's lesson of the
 * same title, and a field left out of an existing lesson keeps its value. Lesson text is written
 * to `lesson_contents` in the caller's transaction.
 */
import { Types, type ClientSession } from 'mongoose';
import { NotFoundError, ValidationError, type FieldErrors } from '../../core/errors.js';
import { findOneById } from '../../core/ids.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { COURSE_NOT_FOUND } from './course-outline.messages.js';
import { CourseModel, type CourseDoc, type CourseFileDoc, type CourseModuleDoc, type LessonDoc, type OptionText, type QuestionText, type QuizDoc } from './course.model.js';
import { CourseFileModel } from './course-file.model.js';
import { outlineMessages as m } from './course-outline.messages.js';
import type { LessonInput, ModuleInput, QuizInput } from './course-outline.validation.js';
import { LessonContentModel, type LessonText } from './lesson-content.model.js';
import { readIn, TRANSLATION_LANGUAGES, type Translations } from '../../core/translations.js';
import type { Language } from '@ai-solutions/common';

export const VIDEO_CONTENT_TYPE = 'video/mp4';

/** A lesson's text as stored: the English and its versions. */
export type StoredLessonText = { content: string; translations?: Translations<LessonText> | null };

/** What a save writes of a lesson's text: the parts sent (one left out keeps its stored value). */
export type LessonTextChange = { content?: string; translations?: Translations<LessonText> | null };

/** What saving the outline writes: the modules for the course document, and the lesson texts sent, by lesson id. */
export type BuiltOutline = { modules: CourseModuleDoc[]; contents: Map<string, LessonTextChange> };

const WORDS_PER_MINUTE = 200;

/** A reading time for a lesson whose minutes were not given: 200 words a minute, at least one. */
function estimatedMinutes(content: string | undefined): number {
  if (!content) return 0;
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function keep<T extends { _id: Types.ObjectId }>(id: string | null | undefined, known: Map<string, T>): T | undefined {
  return id ? known.get(id) : undefined;
}

type QuestionVersionsInput = NonNullable<QuizInput['questions'][number]['translations']>;

/** A question's own versions (text and explanation) from those sent, which list its options' texts too. */
function questionVersions(sent: QuestionVersionsInput): Translations<QuestionText> {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.flatMap((language) => {
      const version = sent[language];
      return version && (version.text || version.explanation) ? [[language, { text: version.text, explanation: version.explanation }]] : [];
    }),
  );
}

/** The versions of the question's option at `index` from those sent (by the options' order). */
function optionVersions(sent: QuestionVersionsInput, index: number): Translations<OptionText> {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.flatMap((language) => {
      const text = sent[language]?.options?.[index];
      return text ? [[language, { text }]] : [];
    }),
  );
}

function buildQuiz(input: QuizInput, existing: QuizDoc | null | undefined): QuizDoc {
  // The module's quiz stays the same quiz (its attempts keep counting) unless another id is sent.
  const kept = existing && (!input.id || existing._id.toString() === input.id) ? existing : null;
  const questions = new Map((kept?.questions ?? []).map((q) => [q._id.toString(), q]));
  return {
    _id: kept?._id ?? new Types.ObjectId(),
    title: input.title,
    translations: input.translations ?? kept?.translations ?? null,
    passMark: input.passMark,
    attemptLimit: input.attemptLimit,
    questions: input.questions.map((q) => {
      const oldQuestion = keep(q.id, questions);
      const options = new Map((oldQuestion?.options ?? []).map((o) => [o._id.toString(), o]));
      return {
        _id: oldQuestion?._id ?? new Types.ObjectId(),
        text: q.text,
        kind: q.kind,
        explanation: q.explanation,
        translations: q.translations ? questionVersions(q.translations) : (oldQuestion?.translations ?? null),
        options: q.options.map((o, j) => {
          const oldOption = keep(o.id, options);
          return { _id: oldOption?._id ?? new Types.ObjectId(), text: o.text, translations: q.translations ? optionVersions(q.translations, j) : (oldOption?.translations ?? null), correct: o.correct };
        }),
      };
    }),
  };
}

/** The course's uploaded files named by the input, by id (one read for the whole outline). */
async function filesNamed(courseId: Types.ObjectId | null, modules: ModuleInput[]): Promise<Map<string, CourseFileDoc>> {
  const ids = new Set<string>();
  for (const mod of modules) {
    for (const lesson of mod.lessons) {
      if (lesson.video) ids.add(lesson.video);
      for (const id of lesson.attachments ?? []) ids.add(id);
    }
  }
  if (!ids.size || !courseId) return new Map();
  const records = await CourseFileModel.find({ _id: { $in: [...ids].map((id) => new Types.ObjectId(id)) }, course: courseId }).lean();
  return new Map(records.map((r) => [r._id.toString(), { fileId: r._id, name: r.name, contentType: r.contentType, size: r.size }]));
}

type LessonContext = {
  path: string;
  existing: LessonDoc | undefined;
  files: Map<string, CourseFileDoc>;
  errors: FieldErrors;
};

function buildLesson(input: LessonInput, { path, existing, files, errors }: LessonContext): LessonDoc {
  const video = input.video === undefined ? (existing?.video ?? null) : input.video === null ? null : (files.get(input.video) ?? null);
  if (input.video && !video) errors[`${path}.video`] = m.fileId;
  else if (input.video && video && video.contentType !== VIDEO_CONTENT_TYPE) errors[`${path}.video`] = m.videoFileType;
  const attachments =
    input.attachments === undefined
      ? (existing?.attachments ?? [])
      : (input.attachments ?? []).flatMap((id, i) => {
          const file = files.get(id);
          if (!file) errors[`${path}.attachments.${i}`] = m.fileId;
          return file ? [file] : [];
        });
  const videoUrl = input.videoUrl === undefined ? (existing?.videoUrl ?? null) : input.videoUrl;
  const kind = input.kind ?? (input.videoUrl || input.video ? 'video' : (existing?.kind ?? 'text'));
  if (kind === 'video' && !videoUrl && !video) errors[`${path}.kind`] = m.videoKindNeedsVideo;
  if (videoUrl && video) errors[`${path}.videoUrl`] = m.videoBoth;
  return {
    _id: existing?._id ?? new Types.ObjectId(),
    title: input.title,
    translations: input.translations ?? existing?.translations ?? null,
    kind,
    minutes: input.minutes ?? existing?.minutes ?? estimatedMinutes(input.content ?? undefined),
    preview: input.preview ?? existing?.preview ?? false,
    videoUrl,
    video,
    attachments,
  };
}

/**
 * The stored modules for `input`, given the course as it is (`existing`, none for a new course).
 * Throws a ValidationError naming each field that refers to something unknown.
 */
export async function buildOutline(input: ModuleInput[], existing: Pick<CourseDoc, '_id' | 'modules'> | null): Promise<BuiltOutline> {
  const oldModules = new Map((existing?.modules ?? []).map((mod) => [mod._id.toString(), mod]));
  const oldLessons = new Map((existing?.modules ?? []).flatMap((mod) => mod.lessons.map((l) => [l._id.toString(), l] as const)));
  const files = await filesNamed(existing?._id ?? null, input);
  const claimed = new Set<string>();
  const contents = new Map<string, LessonTextChange>();
  const errors: FieldErrors = {};

  const modules = input.map((mod, i): CourseModuleDoc => {
    const oldModule = keep(mod.id, oldModules);
    const lessons = mod.lessons.map((lesson, j) => {
      const byId = keep(lesson.id, oldLessons);
      // A lesson without an id keeps its module's lesson of the same title (a form that sends titles).
      const byTitle = byId ? undefined : oldModule?.lessons.find((l) => l.title === lesson.title && !claimed.has(l._id.toString()));
      const old = byId && !claimed.has(byId._id.toString()) ? byId : byTitle;
      if (old) claimed.add(old._id.toString());
      const built = buildLesson(lesson, { path: `modules.${i}.lessons.${j}`, existing: old, files, errors });
      const text: LessonTextChange = {
        ...(lesson.content === undefined ? {} : { content: lesson.content ?? '' }),
        ...(lesson.contentTranslations === undefined ? {} : { translations: lesson.contentTranslations }),
      };
      if (Object.keys(text).length) contents.set(built._id.toString(), text);
      return built;
    });
    return {
      _id: oldModule?._id ?? new Types.ObjectId(),
      title: mod.title,
      translations: mod.translations ?? oldModule?.translations ?? null,
      lessons,
      quiz: mod.quiz === undefined ? (oldModule?.quiz ?? null) : mod.quiz === null ? null : buildQuiz(mod.quiz, oldModule?.quiz),
      opensAfterPrevious: mod.opensAfterPrevious ?? oldModule?.opensAfterPrevious ?? false,
    };
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { modules, contents };
}

/**
 * Refuses a published course with a module that has no lesson. `changed`: the status became
 * published or the modules were sent, so a price change to an older course is never blocked.
 */
export function assertPublishable(course: { status: string; modules: Pick<CourseModuleDoc, 'title' | 'lessons'>[] }, changed: boolean): void {
  if (course.status !== 'published' || !changed) return;
  const index = course.modules.findIndex((mod) => mod.lessons.length === 0);
  const empty = course.modules[index];
  if (!empty) return;
  const field = `modules.${index}.lessons`;
  throw new ValidationError({ [field]: m.moduleWithoutLessons(empty.title) });
}

/** Writes the lesson texts sent, and removes the texts of lessons the course no longer has. */
export async function saveLessonContents(courseId: Types.ObjectId, outline: BuiltOutline, session: ClientSession): Promise<void> {
  const lessonIds = outline.modules.flatMap((mod) => mod.lessons.map((l) => l._id));
  await LessonContentModel.deleteMany({ course: courseId, _id: { $nin: lessonIds } }, { session });
  if (!outline.contents.size) return;
  await LessonContentModel.bulkWrite(
    [...outline.contents].map(([id, text]) => ({
      updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set: { course: courseId, ...text } }, upsert: true },
    })),
    { session },
  );
}

export type EditableLessonDoc = LessonDoc & { content: string; contentTranslations: Translations<LessonText> | null };
export type EditableModuleDoc = Omit<CourseModuleDoc, 'lessons'> & { lessons: EditableLessonDoc[] };

/** The stored texts of the lessons of `courseIds`, by lesson id. */
async function storedTexts(courseIds: Types.ObjectId[], session?: ClientSession): Promise<Map<string, StoredLessonText>> {
  const rows = await LessonContentModel.find({ course: { $in: courseIds } }, { content: 1, translations: 1 }, { session }).lean();
  return new Map(rows.map((r) => [r._id.toString(), { content: r.content, translations: r.translations ?? null }]));
}

/**
 * The lesson texts of a course, by lesson id, each in `languages` (the reader's, in order of
 * preference) else the English; lessons without a text read as empty.
 */
export async function lessonContentsOf(courseId: Types.ObjectId, languages: readonly Language[] = []): Promise<Map<string, string>> {
  const texts = await storedTexts([courseId]);
  return new Map([...texts].map(([id, text]) => [id, readIn(text, 'content', languages)]));
}

/** The modules with each lesson's text and the text's versions (a lesson without a text reads as empty). */
function withTexts(modules: CourseModuleDoc[], texts: Map<string, StoredLessonText>): EditableModuleDoc[] {
  return modules.map((m) => ({
    ...m,
    lessons: m.lessons.map((l) => {
      const text = texts.get(l._id.toString());
      return { ...l, content: text?.content ?? '', contentTranslations: text?.translations ?? null };
    }),
  }));
}

/** The courses as their versions keep them: each lesson with its text and the text's versions. */
export async function courseVersions<T extends Pick<CourseDoc, '_id' | 'modules'>>(courses: T[], session: ClientSession): Promise<T[]> {
  if (!courses.length) return courses;
  const texts = await storedTexts(courses.map((c) => c._id), session);
  return courses.map((course) => ({ ...course, modules: withTexts(course.modules, texts) }));
}

export type CourseBuilderDoc = { course: CourseDoc; modules: EditableModuleDoc[] };

/** The course builder's view of a course's modules: every lesson with its text, quizzes with their answers. */
export async function getCourseBuilder(actor: Actor | null, courseId: string): Promise<CourseBuilderDoc> {
  requireStaff(actor);
  const course = await findOneById(CourseModel, courseId);
  if (!course) throw new NotFoundError(COURSE_NOT_FOUND);
  return { course, modules: withTexts(course.modules, await storedTexts([course._id])) };
}

/** One lesson's text in `languages` (the reader's, in order of preference), else the English ('' when it has none). */
export async function lessonContentOf(lessonId: Types.ObjectId, languages: readonly Language[] = []): Promise<string> {
  const row = await LessonContentModel.findById(lessonId, { content: 1, translations: 1 }).lean();
  return row ? readIn<StoredLessonText, 'content'>(row, 'content', languages) : '';
}
