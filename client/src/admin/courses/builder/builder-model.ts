import type {
  CourseBuilderQuery as CourseBuilderData,
  CourseModuleInput,
  LessonContentTranslationsInput,
  LessonKind,
  QuestionKind,
  QuestionTranslationsInput,
  TitleTranslationsInput,
} from '../../../__generated__/graphql';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../shared/content-languages/content-languages';

// The course builder's editable outline, kept apart from the UI so its rules can be tested on
// their own: what it starts from, how items move, what it sends, and where the server's field
// messages belong.

/** A text in Spanish, French and German (a title, a lesson's Markdown, a question); blank shows the English on the site. */
export type TextVersions = Record<TranslationLanguage, string>;
/** A module's, lesson's or quiz's title in Spanish, French and German. */
export type TitleVersions = TextVersions;

export const noTextVersions = (): TextVersions => ({ es: '', fr: '', de: '' });
export const noTitleVersions = noTextVersions;

/** The versions as the API gives staff (null where a language has none), one field of them. */
type Stored<F extends string> = Partial<Record<TranslationLanguage, Partial<Record<F, string | null>> | null>> | null | undefined;
const versionsOf = <F extends string>(stored: Stored<F>, field: F): TextVersions => ({ es: stored?.es?.[field] ?? '', fr: stored?.fr?.[field] ?? '', de: stored?.de?.[field] ?? '' });

/** The texts of a question's option at `index` in each language, from the question's versions (which list them in order). */
type StoredOptions = Partial<Record<TranslationLanguage, { options?: readonly (string | null)[] | null } | null>> | null | undefined;
const optionVersionsOf = (stored: StoredOptions, index: number): TextVersions => ({
  es: stored?.es?.options?.[index] ?? '',
  fr: stored?.fr?.options?.[index] ?? '',
  de: stored?.de?.options?.[index] ?? '',
});

/** The languages of `versions` that have text. */
const languagesWith = (...versions: TextVersions[]) => TRANSLATION_LANGUAGES.filter((language) => versions.some((v) => v[language].trim()));

/** The versions as the input carries them: the languages with a title, trimmed (one left out has none). */
export const titleVersionsInput = (versions: TitleVersions): TitleTranslationsInput => Object.fromEntries(languagesWith(versions).map((language) => [language, { title: versions[language].trim() }]));

/** A lesson's Markdown versions as the input carries them: kept as typed (Markdown), blank ones left out. */
const contentVersionsInput = (versions: TextVersions): LessonContentTranslationsInput => Object.fromEntries(languagesWith(versions).map((language) => [language, { content: versions[language] }]));

/** A question's versions as the input carries them: its text, explanation and options' texts (in the options' order) per language. */
function questionVersionsInput(q: BuilderQuestion): QuestionTranslationsInput {
  const languages = languagesWith(q.texts, q.explanations, ...q.options.map((o) => o.texts));
  return Object.fromEntries(
    languages.map((language) => [language, { text: q.texts[language].trim(), explanation: q.explanations[language].trim(), options: q.options.map((o) => o.texts[language].trim()) }]),
  );
}

/**
 * The languages a lesson's text or a quiz's questions are missing in: a version blank where the
 * English has text. `pairs` are each English text with its versions.
 */
export function missingVersions(pairs: readonly (readonly [original: string, versions: TextVersions])[]): TranslationLanguage[] {
  return TRANSLATION_LANGUAGES.filter((language) => pairs.some(([original, versions]) => original.trim() !== '' && versions[language].trim() === ''));
}

/** Every text of a quiz's questions with its versions (for missingVersions). */
export const quizTexts = (quiz: BuilderQuiz): (readonly [string, TextVersions])[] =>
  quiz.questions.flatMap((q) => [[q.text, q.texts] as const, [q.explanation, q.explanations] as const, ...q.options.map((o) => [o.text, o.texts] as const)]);

export interface BuilderFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

export interface BuilderOption {
  key: string;
  id: string | null;
  text: string;
  /** Its text in the other languages; its place and correct mark are the same in all. */
  texts: TextVersions;
  correct: boolean;
}

export interface BuilderQuestion {
  key: string;
  id: string | null;
  text: string;
  texts: TextVersions;
  kind: QuestionKind;
  explanation: string;
  explanations: TextVersions;
  options: BuilderOption[];
}

export interface BuilderQuiz {
  id: string | null;
  title: string;
  titles: TitleVersions;
  /** Numbers stay text while typing; they become numbers on save. */
  passMark: string;
  /** Empty: no limit. */
  attemptLimit: string;
  questions: BuilderQuestion[];
}

export interface BuilderLesson {
  key: string;
  id: string | null;
  title: string;
  titles: TitleVersions;
  kind: LessonKind;
  /** Empty: the server estimates the reading time. */
  minutes: string;
  preview: boolean;
  content: string;
  /** The Markdown in the other languages. */
  contents: TextVersions;
  videoUrl: string;
  video: BuilderFile | null;
  attachments: BuilderFile[];
}

export interface BuilderModule {
  key: string;
  id: string | null;
  title: string;
  titles: TitleVersions;
  opensAfterPrevious: boolean;
  lessons: BuilderLesson[];
  quiz: BuilderQuiz | null;
}

/** What the editor pane shows: a module's settings, one of its lessons, or its quiz. */
export type BuilderSelection = { module: string; lesson?: string; quiz?: boolean } | null;

let nextKey = 0;
/** A key for an item of this page (React lists, selection, field errors); never sent. */
const newKey = (prefix: string) => `${prefix}${++nextKey}`;

type ServerModule = CourseBuilderData['courseBuilder']['modules'][number];

const fileOf = (f: { id: string; name: string; contentType: string; size: number }): BuilderFile => ({ id: f.id, name: f.name, contentType: f.contentType, size: f.size });

export function modulesFromServer(modules: readonly ServerModule[]): BuilderModule[] {
  return modules.map((m) => ({
    key: newKey('m'),
    id: m.id,
    title: m.title,
    titles: versionsOf(m.translations, 'title'),
    opensAfterPrevious: m.opensAfterPrevious,
    lessons: m.lessons.map((l) => ({
      key: newKey('l'),
      id: l.id,
      title: l.title,
      titles: versionsOf(l.translations, 'title'),
      kind: l.kind,
      minutes: String(l.minutes),
      preview: l.preview,
      content: l.content,
      contents: versionsOf(l.contentTranslations, 'content'),
      videoUrl: l.videoUrl ?? '',
      video: l.video ? fileOf(l.video) : null,
      attachments: l.attachments.map(fileOf),
    })),
    quiz: m.quiz
      ? {
          id: m.quiz.id,
          title: m.quiz.title,
          titles: versionsOf(m.quiz.translations, 'title'),
          passMark: String(m.quiz.passMark),
          attemptLimit: m.quiz.attemptLimit === null ? '' : String(m.quiz.attemptLimit),
          questions: m.quiz.questions.map((q) => ({
            key: newKey('q'),
            id: q.id,
            text: q.text,
            texts: versionsOf(q.translations, 'text'),
            kind: q.kind,
            explanation: q.explanation ?? '',
            explanations: versionsOf(q.translations, 'explanation'),
            options: q.options.map((o, j) => ({ key: newKey('o'), id: o.id, text: o.text, texts: optionVersionsOf(q.translations, j), correct: o.correct })),
          })),
        }
      : null,
  }));
}

export const newModule = (): BuilderModule => ({ key: newKey('m'), id: null, title: '', titles: noTitleVersions(), opensAfterPrevious: false, lessons: [], quiz: null });

export const newLesson = (): BuilderLesson => ({
  key: newKey('l'),
  id: null,
  title: '',
  titles: noTitleVersions(),
  kind: 'text',
  minutes: '',
  preview: false,
  content: '',
  contents: noTextVersions(),
  videoUrl: '',
  video: null,
  attachments: [],
});

export const newOption = (text = '', correct = false): BuilderOption => ({ key: newKey('o'), id: null, text, texts: noTextVersions(), correct });

/** The two options of a true/false question, in the page's language. */
export type TrueFalseLabels = { true: string; false: string };

export function newQuestion(kind: QuestionKind, labels: TrueFalseLabels): BuilderQuestion {
  return { key: newKey('q'), id: null, text: '', texts: noTextVersions(), kind, explanation: '', explanations: noTextVersions(), options: optionsFor(kind, [], labels) };
}

export const newQuiz = (title: string, labels: TrueFalseLabels): BuilderQuiz => ({ id: null, title, titles: noTitleVersions(), passMark: '70', attemptLimit: '', questions: [newQuestion('single', labels)] });

/**
 * The options a question of `kind` starts with when its kind changes: true/false has exactly its
 * two options; single choice keeps only the first correct mark; the others keep what was typed.
 */
export function optionsFor(kind: QuestionKind, options: BuilderOption[], labels: TrueFalseLabels): BuilderOption[] {
  if (kind === 'trueFalse') {
    const trueIsCorrect = options[0]?.correct ?? true;
    return [newOption(labels.true, trueIsCorrect), newOption(labels.false, !trueIsCorrect)];
  }
  const kept = options.length >= 2 ? options : [...options, ...Array.from({ length: 2 - options.length }, () => newOption())];
  if (kind === 'single') {
    const first = kept.findIndex((o) => o.correct);
    return kept.map((o, i) => ({ ...o, correct: i === first }));
  }
  return kept;
}

/** The list with the item at `index` moved by `delta` places (unchanged at either end). */
export function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

const wholeNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : NaN;
};

/**
 * The modules as the course input carries them. Every field is sent, so what the builder shows is
 * what is saved; numbers the server would refuse are sent as typed (as NaN becomes null: the
 * server names the field).
 */
export function toModuleInputs(modules: readonly BuilderModule[]): CourseModuleInput[] {
  return modules.map((m) => ({
    ...(m.id ? { id: m.id } : {}),
    title: m.title.trim(),
    translations: titleVersionsInput(m.titles),
    opensAfterPrevious: m.opensAfterPrevious,
    lessons: m.lessons.map((l) => {
      const minutes = wholeNumber(l.minutes);
      return {
        ...(l.id ? { id: l.id } : {}),
        title: l.title.trim(),
        translations: titleVersionsInput(l.titles),
        kind: l.kind,
        ...(minutes === null ? {} : { minutes: Number.isNaN(minutes) ? -1 : minutes }),
        preview: l.preview,
        content: l.content,
        contentTranslations: contentVersionsInput(l.contents),
        videoUrl: l.kind === 'video' && l.videoUrl.trim() ? l.videoUrl.trim() : null,
        video: l.kind === 'video' ? (l.video?.id ?? null) : null,
        attachments: l.attachments.map((a) => a.id),
      };
    }),
    quiz: m.quiz ? quizInput(m.quiz) : null,
  }));
}

function quizInput(quiz: BuilderQuiz): NonNullable<CourseModuleInput['quiz']> {
  const passMark = wholeNumber(quiz.passMark);
  const limit = wholeNumber(quiz.attemptLimit);
  return {
    ...(quiz.id ? { id: quiz.id } : {}),
    title: quiz.title.trim(),
    translations: titleVersionsInput(quiz.titles),
    passMark: passMark === null || Number.isNaN(passMark) ? -1 : passMark,
    attemptLimit: limit === null ? null : Number.isNaN(limit) ? -1 : limit,
    questions: quiz.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      text: q.text.trim(),
      translations: questionVersionsInput(q),
      kind: q.kind,
      explanation: q.explanation.trim() || null,
      options: q.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), text: o.text.trim(), correct: o.correct })),
    })),
  };
}

/**
 * The server's field messages (`modules.0.lessons.2.title`, `modules.1.quiz.questions.0.options`)
 * keyed by the builder's items instead of their places, so a message stays beside its field when
 * items move: `<module key>.title`, `<module key>.lessons`, `<lesson key>.title`,
 * `<module key>.quiz.passMark`, `<question key>.options`. A field of no item (e.g. `modules`)
 * keeps its name.
 */
export function keyedErrors(serverFields: Record<string, string>, modules: readonly BuilderModule[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverFields)) {
    const key = keyOfPath(path, modules) ?? path;
    result[key] ??= message;
  }
  return result;
}

function keyOfPath(path: string, modules: readonly BuilderModule[]): string | null {
  const parts = path.split('.');
  if (parts[0] !== 'modules' || parts.length < 3) return null;
  const mod = modules[Number(parts[1])];
  if (!mod) return null;
  const [area, index, ...rest] = parts.slice(2);
  if (area === 'lessons' && index !== undefined && /^\d+$/.test(index)) {
    const lesson = mod.lessons[Number(index)];
    // An attachment's message belongs to the lesson's attachments, whichever file it names.
    return lesson ? `${lesson.key}.${rest[0] ?? 'title'}` : `${mod.key}.lessons`;
  }
  if (area === 'quiz' && index === 'questions' && rest[0] !== undefined && /^\d+$/.test(rest[0])) {
    const question = mod.quiz?.questions[Number(rest[0])];
    if (!question) return `${mod.key}.quiz.questions`;
    const field = rest[1] ?? 'text';
    // `options.2.text` and `translations.fr.options.2` stay whole: each option's text, in each language, has its own field.
    return (field === 'options' || field === 'translations') && rest[2] !== undefined ? `${question.key}.${rest.slice(1).join('.')}` : `${question.key}.${field}`;
  }
  return [mod.key, ...parts.slice(2)].join('.');
}

/** True when a message belongs to the item with `key` or anything inside it (for the outline's marks). */
export function hasErrorWithin(errors: Record<string, string>, keys: readonly string[]): boolean {
  return Object.keys(errors).some((path) => keys.some((key) => path === key || path.startsWith(`${key}.`)));
}

/** Every item key of a module: the module, its lessons and its questions. */
export function keysOfModule(mod: BuilderModule): string[] {
  return [mod.key, ...mod.lessons.map((l) => l.key), ...(mod.quiz?.questions.map((q) => q.key) ?? [])];
}
