/**
 * The output shapes of learning, for GraphQL and REST alike. Each builder names exactly the fields
 * its type declares (an object literal of the generated type, so a field it does not declare, such
 * as an option's `correct`, cannot slip in): a learner's quiz carries its questions and options,
 * never which are right or why, until the attempt's result.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, storedFields, type Presenter } from '../../core/presenter.js';
import { parseVideoLink, type CourseFileDoc, type CourseModuleDoc, type LessonDoc, type QuizDoc } from '../courses/index.js';
import type { CertificateDoc } from './certificate.model.js';
import { linkedInAddToProfileUrl, pdfPath, verifyPath } from './certificate-links.js';

/** Makes a file's link for the caller (file-links.ts). */
export type FileLinker = (file: CourseFileDoc) => string;

export type Site = { publicUrl: string; siteName: string };

export type LessonView = {
  courseId: string;
  module: CourseModuleDoc;
  lesson: LessonDoc;
  /** null while the module is locked. */
  content: string | null;
  locked: boolean;
  completed: boolean;
  link: FileLinker;
};

function lessonVideo(lesson: LessonDoc, link: FileLinker): G.LessonVideo | null {
  if (lesson.video) return { provider: 'file', url: link(lesson.video) };
  const embed = lesson.videoUrl ? parseVideoLink(lesson.videoUrl) : null;
  return embed ? { provider: embed.provider, url: embed.embedUrl } : null;
}

export function presentLesson(v: LessonView): G.LessonContent {
  const open = !v.locked;
  return {
    id: v.lesson._id.toString(),
    courseId: v.courseId,
    moduleId: v.module._id.toString(),
    title: v.lesson.title,
    kind: v.lesson.kind,
    minutes: v.lesson.minutes,
    preview: v.lesson.preview,
    locked: v.locked,
    completed: v.completed,
    content: open ? v.content : null,
    video: open ? lessonVideo(v.lesson, v.link) : null,
    attachments: open ? v.lesson.attachments.map((f) => ({ name: f.name, contentType: f.contentType, size: f.size, url: v.link(f) })) : [],
  };
}

/** The caller's record of a quiz: attempts used, best score, passed. */
export type QuizRecord = { used: number; best: number | null; passed: boolean };

export function presentLearnerQuiz(quiz: QuizDoc, locked: boolean, record: QuizRecord): G.QuizContent {
  return {
    id: quiz._id.toString(),
    title: quiz.title,
    passMark: quiz.passMark,
    attemptLimit: quiz.attemptLimit ?? null,
    locked,
    attemptsUsed: record.used,
    attemptsLeft: quiz.attemptLimit ? Math.max(0, quiz.attemptLimit - record.used) : null,
    bestScore: record.best,
    passed: record.passed,
    // Questions and options only: which options are correct, and why, come with a result.
    questions: locked
      ? []
      : quiz.questions.map((q) => ({ id: q._id.toString(), text: q.text, kind: q.kind, options: q.options.map((o) => ({ id: o._id.toString(), text: o.text })) })),
  };
}

export function presentCertificate(c: CertificateDoc, site: Site): G.Certificate {
  return {
    id: c._id.toString(),
    serial: c.serial,
    userId: c.user.toString(),
    learnerName: c.learnerName,
    courseId: c.course.toString(),
    courseTitle: c.courseTitle,
    hours: c.hours,
    issuedAt: c.issuedAt,
    status: c.status,
    revokedAt: c.revokedAt ?? null,
    revokedReason: c.revokedReason ?? null,
    replaces: c.replaces ?? null,
    verifyUrl: `${site.publicUrl}${verifyPath(c.serial)}`,
    pdfUrl: `${site.publicUrl}${pdfPath(c.serial)}`,
    linkedInUrl: linkedInAddToProfileUrl(c, site),
  };
}

/** What anyone may verify: the name on the certificate, never the account behind it. */
export function presentVerification(c: CertificateDoc, site: Site): G.CertificateVerification {
  return {
    serial: c.serial,
    valid: c.status === 'valid',
    status: c.status,
    learnerName: c.learnerName,
    courseTitle: c.courseTitle,
    hours: c.hours,
    issuedAt: c.issuedAt,
    revokedAt: c.revokedAt ?? null,
    siteName: site.siteName,
  };
}

/**
 * REST renders the built shapes with these: each must name every field of its type (definePresenter
 * checks it), so the OpenAPI document and the answer cannot disagree.
 */
const shape = <T>() => storedFields<T>();

export const courseContentPresenter: Presenter<G.CourseContent> = definePresenter<G.CourseContent, G.CourseContent>(
  'CourseContent',
  shape<G.CourseContent>().same('courseId', 'title', 'certificate', 'hours', 'staffPreview', 'progress', 'modules'),
);
export const lessonContentPresenter: Presenter<G.LessonContent> = definePresenter<G.LessonContent, G.LessonContent>(
  'LessonContent',
  shape<G.LessonContent>().same('id', 'courseId', 'moduleId', 'title', 'kind', 'minutes', 'preview', 'locked', 'completed', 'content', 'video', 'attachments'),
);
export const learningProgressPresenter: Presenter<G.LearningProgress> = definePresenter<G.LearningProgress, G.LearningProgress>(
  'LearningProgress',
  shape<G.LearningProgress>().same('courseId', 'percent', 'completedLessons', 'passedQuizzes', 'resumeLessonId', 'completed', 'completedAt', 'certificate'),
);
export const quizAttemptResultPresenter: Presenter<G.QuizAttemptResult> = definePresenter<G.QuizAttemptResult, G.QuizAttemptResult>(
  'QuizAttemptResult',
  shape<G.QuizAttemptResult>().same('quizId', 'attempt', 'score', 'passed', 'passMark', 'correctCount', 'questionCount', 'bestScore', 'attemptsUsed', 'attemptsLeft', 'questions', 'progress'),
);
export const certificatePresenter: Presenter<G.Certificate> = definePresenter<G.Certificate, G.Certificate>(
  'Certificate',
  shape<G.Certificate>().same(
    'id',
    'serial',
    'userId',
    'learnerName',
    'courseId',
    'courseTitle',
    'hours',
    'issuedAt',
    'status',
    'revokedAt',
    'revokedReason',
    'replaces',
    'verifyUrl',
    'pdfUrl',
    'linkedInUrl',
  ),
);
export const certificateVerificationPresenter: Presenter<G.CertificateVerification> = definePresenter<G.CertificateVerification, G.CertificateVerification>(
  'CertificateVerification',
  shape<G.CertificateVerification>().same('serial', 'valid', 'status', 'learnerName', 'courseTitle', 'hours', 'issuedAt', 'revokedAt', 'siteName'),
);
export const courseLearningInsightsPresenter: Presenter<G.CourseLearningInsights> = definePresenter<G.CourseLearningInsights, G.CourseLearningInsights>(
  'CourseLearningInsights',
  shape<G.CourseLearningInsights>().same('courseId', 'learners', 'started', 'completed', 'lessons', 'quizzes'),
);
