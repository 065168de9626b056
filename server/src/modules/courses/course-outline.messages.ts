/**
 * What a person reads about a course's outline (modules, lessons, quizzes, files): validation
 * messages and refusals, and the limits they name.
 */
import type { FieldLabel } from '../../core/validation.js';

export const COURSE_NOT_FOUND = 'Course not found';

export const MAX_MODULES = 50;
export const MAX_LESSONS = 50;
export const MAX_LESSON_CHARS = 50_000;
export const MAX_LESSON_MINUTES = 600;
export const MAX_ATTACHMENTS = 10;
export const MAX_QUESTIONS = 50;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 8;
export const MAX_ATTEMPT_LIMIT = 100;

/** Descriptors (README › Languages); the validation wraps them with fieldMessage for zod. */
export const outlineMessages = {
  modulesList: /*i18n*/ { message: 'Modules must be a list' },
  moduleTitleRequired: /*i18n*/ { message: 'Module title is required' },
  moduleTitle: /*i18n*/ { message: 'Module title' },
  moduleTitleTooLong: /*i18n*/ { message: 'A module title must be at most 150 characters' },
  tooManyModules: /*i18n*/ { message: 'A course can have at most {max} modules', values: { max: MAX_MODULES } },
  lessonsList: /*i18n*/ { message: 'Lessons must be a list' },
  lessonShape: /*i18n*/ { message: 'Each lesson must be a title or an object with a title' },
  lessonTitle: /*i18n*/ { message: 'Lesson title' },
  tooManyLessons: /*i18n*/ { message: 'A module can list at most {max} lessons', values: { max: MAX_LESSONS } },
  lessonKind: /*i18n*/ { message: 'Kind must be text or video' },
  lessonMinutes: /*i18n*/ { message: 'Minutes must be a whole number from 0 to {max}', values: { max: MAX_LESSON_MINUTES } },
  lessonContentLabel: /*i18n*/ { message: 'Lesson content' },
  lessonContent: /*i18n*/ { message: 'Lesson content must be text of at most {max} characters', values: { max: MAX_LESSON_CHARS } },
  videoUrl: /*i18n*/ { message: 'Video link must be a YouTube or Vimeo address (https://www.youtube.com/watch?v=…, https://youtu.be/…, https://vimeo.com/…)' },
  videoKindNeedsVideo: /*i18n*/ { message: 'A video lesson needs a video: a YouTube or Vimeo link, or an uploaded MP4' },
  videoBoth: /*i18n*/ { message: 'Give either a video link or an uploaded video, not both' },
  fileId: /*i18n*/ { message: 'Must be the id of a file uploaded to this course' },
  videoFileType: /*i18n*/ { message: 'The uploaded video must be an MP4 file' },
  tooManyAttachments: /*i18n*/ { message: 'A lesson can have at most {max} attachments', values: { max: MAX_ATTACHMENTS } },
  preview: /*i18n*/ { message: 'Preview must be true or false' },
  opensAfterPrevious: /*i18n*/ { message: 'opensAfterPrevious must be true or false' },
  quizShape: /*i18n*/ { message: 'Quiz must be an object with a title, a pass mark and questions, or null' },
  quizTitle: /*i18n*/ { message: 'Quiz title' },
  passMark: /*i18n*/ { message: 'Pass mark must be a whole number from 0 to 100' },
  attemptLimit: /*i18n*/ { message: 'Attempt limit must be a whole number from 1 to {max}, or empty for no limit', values: { max: MAX_ATTEMPT_LIMIT } },
  questionsList: /*i18n*/ { message: 'Questions must be a list' },
  questionsCount: /*i18n*/ { message: 'A quiz needs from 1 to {max} questions', values: { max: MAX_QUESTIONS } },
  questionText: /*i18n*/ { message: 'Question' },
  questionKind: /*i18n*/ { message: 'Question kind must be single, multiple or trueFalse' },
  explanation: /*i18n*/ { message: 'Explanation' },
  optionsList: /*i18n*/ { message: 'Options must be a list' },
  optionsCount: /*i18n*/ { message: 'A question needs from {min} to {max} options', values: { min: MIN_OPTIONS, max: MAX_OPTIONS } },
  optionText: /*i18n*/ { message: 'Option' },
  versionOptionsCount: (language: FieldLabel, count: number) =>
    /*i18n*/ ({ message: 'The {language} version lists more options than the question has ({count})', values: { language, count } }),
  optionCorrect: /*i18n*/ { message: 'correct must be true or false' },
  singleNeedsOneCorrect: /*i18n*/ { message: 'A single-choice question needs exactly one correct option' },
  multipleNeedsACorrect: /*i18n*/ { message: 'A multiple-choice question needs at least one correct option' },
  trueFalseShape: /*i18n*/ { message: 'A true/false question has exactly two options, one of them correct' },
  moduleWithoutLessons: (title: string) =>
    /*i18n*/ ({ message: 'Module "{title}" has no lesson yet. Add at least one lesson to every module before publishing the course.', values: { title } }),
  fileRequired: /*i18n*/ { message: 'Choose a file to upload' },
  fileTooLarge: (megabytes: number) => /*i18n*/ ({ message: 'The file is too large (at most {megabytes} MB)', values: { megabytes } }),
  fileType: /*i18n*/ { message: 'Upload an MP4 video, a PDF, or slides (PPTX, PPT, ODP, KEY)' },
  versionFileGone: /*i18n*/ { message: 'This version cannot be restored: a video or attachment its lessons use has been deleted from the course files.' },
};
