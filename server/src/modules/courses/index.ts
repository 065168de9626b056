/** The courses module: courses, their modules, enrollments, progress, ratings and payments. */
import { defineModule } from '../../core/module.js';
import { coursesSource, enrollmentsSource } from './course.export.js';
import { coursesImport } from './course.import.js';
import { courseLoaders } from './course.loaders.js';
import { courseModulePresenter, coursePresenter } from './course.presenter.js';
import { courseResolvers } from './course.resolvers.js';
import { courseRestRoutes } from './course.rest.js';
import { coursesSearch } from './course.search.js';
import { enrollmentPresenter } from './enrollment.presenter.js';

export const coursesModule = defineModule({
  name: 'courses',
  resolvers: courseResolvers,
  routes: courseRestRoutes,
  presenters: [coursePresenter, courseModulePresenter, enrollmentPresenter],
  loaders: courseLoaders,
  exports: [coursesSource, enrollmentsSource],
  search: [coursesSearch],
  imports: [coursesImport],
});
