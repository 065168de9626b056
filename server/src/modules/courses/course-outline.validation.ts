/**
 * A course's outline as callers send it: modules with ordered lessons and an optional quiz. A
 * lesson may be just its title (older callers and the quick form) or an object; ids name the
 * modules, lessons, quizzes, questions and options that already exist, so that an edit keeps them
 * (and the learners' progress on them). A field left out of an existing lesson keeps its value.
 */
import { z } from 'zod';
import { fieldMessage, keptWhenAbsent, optionalText, requiredText, VALIDATION_MESSAGES, type FieldLabel } from '../../core/validation.js';
import { LANGUAGE_LABELS, TRANSLATION_LANGUAGES, translatedLabel, translationsInput } from '../../core/translations.js';
import { isObjectId } from '../../core/ids.js';
import { LESSON_KINDS, QUESTION_KINDS } from './course.model.js';
import {
  MAX_ATTACHMENTS,
  MAX_ATTEMPT_LIMIT,
  MAX_LESSON_CHARS,
  MAX_LESSON_MINUTES,
  MAX_LESSONS,
  MAX_MODULES,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MIN_OPTIONS,
  outlineMessages,
} from './course-outline.messages.js';
import { parseVideoLink } from './video-link.js';

type Fixed = { [K in keyof typeof outlineMessages]: (typeof outlineMessages)[K] extends (...args: never[]) => unknown ? never : K }[keyof typeof outlineMessages];
/** An outline message as zod carries it (core/validation.ts); labels are passed as descriptors. */
const m = (key: Fixed) => fieldMessage(outlineMessages[key]);
const label = outlineMessages;

/** An id the caller sends back; one that is not an ObjectId is treated as new. */
const keptId = z
  .string()
  .nullish()
  .transform((id) => (id && isObjectId(id) ? id : null));

/** A title's Spanish, French and German versions; left out (or null): an existing one's are kept. */
const titleVersions = (title: FieldLabel, max: number) => keptWhenAbsent(translationsInput((language) => ({ title: optionalText(translatedLabel(title, language), max) })));

/**
 * A lesson text's Spanish, French and German versions (Markdown, kept as typed); a blank one is
 * none (the reader gets the default language's text).
 */
const contentVersions = translationsInput((language) => {
  const field = translatedLabel(label.lessonContentLabel, language);
  return {
    content: z
      .string({ error: fieldMessage(VALIDATION_MESSAGES.notText(field)) })
      .max(MAX_LESSON_CHARS, { error: fieldMessage(VALIDATION_MESSAGES.tooLong(field, MAX_LESSON_CHARS)) })
      .nullish()
      .transform((v) => (v?.trim() ? v : undefined)),
  };
});

const fileId = z.string({ error: m('fileId') }).refine(isObjectId, { error: m('fileId') });

const lessonObject = z
  .object(
    {
      id: keptId,
      title: requiredText(label.lessonTitle, 200),
      translations: titleVersions(label.lessonTitle, 200),
      kind: z.enum(LESSON_KINDS, { error: m('lessonKind') }).nullish(),
      minutes: z.number({ error: m('lessonMinutes') }).int({ error: m('lessonMinutes') }).min(0, { error: m('lessonMinutes') }).max(MAX_LESSON_MINUTES, { error: m('lessonMinutes') }).nullish(),
      /** Absent keeps an existing lesson's text; null or empty clears it. */
      content: z.string({ error: m('lessonContent') }).max(MAX_LESSON_CHARS, { error: m('lessonContent') }).nullable().optional(),
      /** Absent keeps an existing lesson's versions of its text; sent, they replace them (a language left out has none). */
      contentTranslations: keptWhenAbsent(contentVersions),
      /** Absent keeps an existing lesson's link; null or empty removes it. */
      videoUrl: z
        .string({ error: m('videoUrl') })
        .trim()
        .max(500, { error: m('videoUrl') })
        .nullable()
        .optional()
        .transform((v) => (v === undefined ? undefined : v ? v : null))
        .refine((v) => !v || parseVideoLink(v) !== null, { error: m('videoUrl') }),
      /** The id of an MP4 uploaded to the course; absent keeps it, null removes it. */
      video: fileId.nullable().optional(),
      attachments: z.array(fileId, { error: m('fileId') }).max(MAX_ATTACHMENTS, { error: m('tooManyAttachments') }).nullable().optional(),
      preview: z.boolean({ error: m('preview') }).nullish(),
    },
    { error: m('lessonShape') },
  )
  .superRefine((lesson, ctx) => {
    if (lesson.videoUrl && lesson.video) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: m('videoBoth') });
  });

/** A lesson given as a title alone is a text lesson of that title; blank titles are dropped. */
const lessons = z.preprocess(
  (list: unknown) => (Array.isArray(list) ? (list as unknown[]).filter((l) => !(typeof l === 'string' && l.trim() === '')).map((l) => (typeof l === 'string' ? { title: l } : l)) : list),
  z
    .array(lessonObject, { error: m('lessonsList') })
    .nullish()
    .transform((list) => list ?? [])
    .refine((list) => list.length <= MAX_LESSONS, { error: m('tooManyLessons') }),
);

const option = z.object({
  id: keptId,
  text: requiredText(label.optionText, 500),
  correct: z.boolean({ error: m('optionCorrect') }).nullish().transform((c) => c ?? false),
});

const question = z
  .object({
    id: keptId,
    text: requiredText(label.questionText, 1000),
    // 'true-false' and 'true_false' are read as trueFalse, the name GraphQL can spell.
    kind: z.preprocess((k) => (k === 'true-false' || k === 'true_false' ? 'trueFalse' : k), z.enum(QUESTION_KINDS, { error: m('questionKind') })),
    explanation: optionalText(label.explanation, 2000).transform((s) => s ?? null),
    /**
     * Its Spanish, French and German text, explanation and options' texts (in the options' order);
     * left out (or null): an existing question's and its options' are kept.
     */
    translations: keptWhenAbsent(
      translationsInput((language) => ({
        text: optionalText(translatedLabel(label.questionText, language), 1000),
        explanation: optionalText(translatedLabel(label.explanation, language), 2000),
        options: z
          .array(optionalText(translatedLabel(label.optionText, language), 500), { error: m('optionsList') })
          .max(MAX_OPTIONS, { error: m('optionsCount') })
          .nullish()
          .transform((list) => list ?? undefined),
      })),
    ),
    options: z.array(option, { error: m('optionsList') }).min(MIN_OPTIONS, { error: m('optionsCount') }).max(MAX_OPTIONS, { error: m('optionsCount') }),
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.correct).length;
    if (q.kind === 'single' && correct !== 1) ctx.addIssue({ code: 'custom', path: ['options'], message: m('singleNeedsOneCorrect') });
    if (q.kind === 'multiple' && correct < 1) ctx.addIssue({ code: 'custom', path: ['options'], message: m('multipleNeedsACorrect') });
    if (q.kind === 'trueFalse' && (q.options.length !== 2 || correct !== 1)) ctx.addIssue({ code: 'custom', path: ['options'], message: m('trueFalseShape') });
    for (const language of TRANSLATION_LANGUAGES) {
      const versions = q.translations?.[language]?.options ?? [];
      if (versions.length > q.options.length) {
        ctx.addIssue({ code: 'custom', path: ['translations', language, 'options'], message: fieldMessage(outlineMessages.versionOptionsCount(LANGUAGE_LABELS[language], q.options.length)) });
      }
    }
  });

const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const quiz = z.object(
  {
    id: keptId,
    title: requiredText(label.quizTitle, 150),
    translations: titleVersions(label.quizTitle, 150),
    passMark: wholeNumber(m('passMark'), 0, 100),
    attemptLimit: wholeNumber(m('attemptLimit'), 1, MAX_ATTEMPT_LIMIT)
      .nullish()
      .transform((n) => n ?? null),
    questions: z.array(question, { error: m('questionsList') }).min(1, { error: m('questionsCount') }).max(MAX_QUESTIONS, { error: m('questionsCount') }),
  },
  { error: m('quizShape') },
);

const courseModule = z.object({
  /** Present when an existing module is kept, so learners' progress on it survives an edit. */
  id: z.string().nullish(),
  title: z.string({ error: m('moduleTitleRequired') }).trim().max(150, { error: m('moduleTitleTooLong') }),
  translations: titleVersions(label.moduleTitle, 150),
  lessons,
  /** Absent keeps the module's quiz; null removes it. */
  quiz: quiz.nullable().optional(),
  opensAfterPrevious: z.boolean({ error: m('opensAfterPrevious') }).nullish(),
});

export type ModuleInput = z.output<typeof courseModule>;
export type LessonInput = ModuleInput['lessons'][number];
export type QuizInput = NonNullable<ModuleInput['quiz']>;

/** Empty rows of the form (no title, no lessons, no quiz) are dropped; a module with lessons needs a title. */
export const modulesInput = z
  .array(courseModule, { error: m('modulesList') })
  .nullish()
  .transform((list) => (list ?? []).filter((mod) => mod.title !== '' || mod.lessons.length > 0 || mod.quiz))
  .superRefine((list, ctx) => {
    list.forEach((mod, i) => {
      if (mod.title === '') ctx.addIssue({ code: 'custom', path: [i, 'title'], message: m('moduleTitleRequired') });
    });
    if (list.length > MAX_MODULES) ctx.addIssue({ code: 'custom', message: m('tooManyModules') });
  });
