/**
 * What a person reads about a course's outline (modules, lessons, quizzes, files): validation
 * messages and refusals, in one place so that they move to the message catalogs in one step.
 */
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

export const outlineMessages = {
  modulesList: 'Modules must be a list',
  moduleTitleRequired: 'Module title is required',
  moduleTitleTooLong: 'A module title must be at most 150 characters',
  tooManyModules: `A course can have at most ${MAX_MODULES} modules`,
  lessonsList: 'Lessons must be a list',
  lessonShape: 'Each lesson must be a title or an object with a title',
  lessonTitle: 'Lesson title',
  tooManyLessons: `A module can list at most ${MAX_LESSONS} lessons`,
  lessonKind: 'Kind must be text or video',
  lessonMinutes: `Minutes must be a whole number from 0 to ${MAX_LESSON_MINUTES}`,
  lessonContent: `Lesson content must be text of at most ${MAX_LESSON_CHARS} characters`,
  videoUrl: 'Video link must be a YouTube or Vimeo address (https://www.youtube.com/watch?v=…, https://youtu.be/…, https://vimeo.com/…)',
  videoKindNeedsVideo: 'A video lesson needs a video: a YouTube or Vimeo link, or an uploaded MP4',
  videoBoth: 'Give either a video link or an uploaded video, not both',
  fileId: 'Must be the id of a file uploaded to this course',
  videoFileType: 'The uploaded video must be an MP4 file',
  tooManyAttachments: `A lesson can have at most ${MAX_ATTACHMENTS} attachments`,
  preview: 'Preview must be true or false',
  opensAfterPrevious: 'opensAfterPrevious must be true or false',
  quizShape: 'Quiz must be an object with a title, a pass mark and questions, or null',
  quizTitle: 'Quiz title',
  passMark: 'Pass mark must be a whole number from 0 to 100',
  attemptLimit: `Attempt limit must be a whole number from 1 to ${MAX_ATTEMPT_LIMIT}, or empty for no limit`,
  questionsList: 'Questions must be a list',
  questionsCount: `A quiz needs from 1 to ${MAX_QUESTIONS} questions`,
  questionText: 'Question',
  questionKind: 'Question kind must be single, multiple or trueFalse',
  explanation: 'Explanation',
  optionsList: 'Options must be a list',
  optionsCount: `A question needs from ${MIN_OPTIONS} to ${MAX_OPTIONS} options`,
  optionText: 'Option',
  optionCorrect: 'correct must be true or false',
  singleNeedsOneCorrect: 'A single-choice question needs exactly one correct option',
  multipleNeedsACorrect: 'A multiple-choice question needs at least one correct option',
  trueFalseShape: 'A true/false question has exactly two options, one of them correct',
  moduleWithoutLessons: (title: string) => `Module "${title}" has no lesson yet. Add at least one lesson to every module before publishing the course.`,
  lessonNotFound: 'Lesson not found',
  quizNotFound: 'Quiz not found',
  fileNotFound: 'File not found',
  fileRequired: 'Choose a file to upload',
  fileTooLarge: (megabytes: number) => `The file is too large (at most ${megabytes} MB)`,
  fileType: 'Upload an MP4 video, a PDF, or slides (PPTX, PPT, ODP, KEY)',
} as const;
