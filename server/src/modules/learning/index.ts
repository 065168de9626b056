/**
 * The learning module: a course's lessons to learn, progress and the resume point, quizzes graded
 * on the server, completion, and certificates anyone can verify. Built on the courses module's
 * front door; the enrollment's progress figures come from its `learningSummary` loader.
 */
import { defineModule } from '../../core/module.js';
import {
  certificatePresenter,
  certificateVerificationPresenter,
  courseContentPresenter,
  courseLearningInsightsPresenter,
  learningProgressPresenter,
  lessonContentPresenter,
  quizAttemptResultPresenter,
} from './learning.presenter.js';
import { learningResolvers } from './learning.resolvers.js';
import { learningRestRoutes } from './learning.rest.js';
import { learningLoaders } from './learning-summary.loader.js';

export const learningModule = defineModule({
  name: 'learning',
  resolvers: learningResolvers,
  routes: learningRestRoutes,
  presenters: [courseContentPresenter, lessonContentPresenter, learningProgressPresenter, quizAttemptResultPresenter, certificatePresenter, certificateVerificationPresenter, courseLearningInsightsPresenter],
  loaders: learningLoaders,
});

export type { LearningSummary } from './learning-summary.loader.js';
export { backfillLessonProgress } from './lesson-progress.backfill.js';
