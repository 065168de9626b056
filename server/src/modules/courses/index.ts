/**
 * The courses module: courses, their modules of lessons and quizzes, enrollments, payments and
 * ratings. Its front door also offers what the learning module builds on: a course's outline and
 * lesson texts, a learner's enrollment, recording a completion, and the course files.
 */
export type { CourseDoc, CourseFileDoc, CourseModuleDoc, LessonDoc, LessonKind, QuestionKind, QuizDoc, QuizOptionDoc, QuizQuestionDoc } from './course.model.js';
export { courseHours, courseIn, isPublished, lessonsInOrder, quizIn } from './course.model.js';
export type { EnrollmentDoc, PaymentStatus } from './enrollment.model.js';
export { findCourseById } from './course.service.js';
export { countOpenEnrollments, enrollmentsWithCompletedModules, findEnrollmentOf } from './enrollment.service.js';
export { lessonContentOf, lessonContentsOf } from './course-outline.service.js';
export { backfillLessonOutlines } from './lessons.backfill.js';
export { setEnrollmentCompletion } from './progress.service.js';
export { parseVideoLink, VIDEO_FRAME_SOURCES, type VideoLink } from './video-link.js';
export { findCourseFile, openCourseFile } from './course-file.service.js';
export { STRIPE_WEBHOOK_PATH, stripeWebhookBody } from './stripe-webhook.js';
export type { CourseFileRecord } from './course-file.model.js';
export { getCourse } from './course.service.js';
export { payableAmount } from './course.model.js';
export { courseFigures, enrollmentFigures } from './enrollment.figures.js';
export { buildOutline } from './course-outline.service.js';
export { listPublicCourseRefs } from './course.service.js';
export { CreateCourseInput } from './course.validation.js';
export { backfillPaidAt } from './paid-at.backfill.js';
export { ENROLLMENT_ACTIVITY } from './course.messages.js';
