/** The courses module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { coursesSource, enrollmentsSource, paymentsSource } from './course.export.js';
import { coursesImport } from './course.import.js';
import { courseLoaders } from './course.loaders.js';
import { courseBuilderPresenter, courseFilePresenter } from './course-outline.presenter.js';
import { courseModulePresenter, coursePresenter } from './course.presenter.js';
import { courseResolvers } from './course.resolvers.js';
import { courseRestRoutes } from './course.rest.js';
import { coursesSearch } from './course.search.js';
import { firstEnrollmentDateOf } from './enrollment.figures.js';
import { enrollmentPresenter } from './enrollment.presenter.js';
// Registers how a course's version is restored (History, undoing a bulk action) and its scheduled publishing.
import './course.restore.js';
import './course.schedule.js';

export const coursesModule = defineModule({
  name: 'courses',
  resolvers: courseResolvers,
  routes: courseRestRoutes,
  presenters: [coursePresenter, courseModulePresenter, enrollmentPresenter, courseBuilderPresenter, courseFilePresenter],
  loaders: courseLoaders,
  exports: [coursesSource, enrollmentsSource, paymentsSource],
  search: [coursesSearch],
  imports: [coursesImport],
  // An enrollment engages its account (Conversion, kept by the insight rollups).
  engagements: [firstEnrollmentDateOf],
});
