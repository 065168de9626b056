/**
 * The learning module: a course's lessons to learn, progress and the resume point, quizzes graded
 * on the server, completion, and certificates anyone can verify. Built on the courses module's
 * front door; the enrollment's progress figures come from its `learningSummary` loader.
 */
export type { LearningSummary } from './learning-summary.loader.js';
export { backfillLessonProgress } from './lesson-progress.backfill.js';
