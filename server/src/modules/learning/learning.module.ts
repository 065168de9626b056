/** The learning module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
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
