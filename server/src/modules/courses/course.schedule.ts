/** Scheduled publishing of courses (activity/scheduled-publishing.ts): "Publish at" publishes a course, "Unpublish at" makes it a draft again. */
import { registerScheduledPublishing } from '../activity/index.js';
import { CourseModel, type CourseDoc } from './course.model.js';

registerScheduledPublishing<CourseDoc>({
  entityType: 'course',
  model: CourseModel,
  published: () => ({ status: 'published' }),
  unpublished: { status: 'draft' },
  label: (course) => /*i18n*/ ({ message: 'Course {title}', values: { title: course.title } }),
});
