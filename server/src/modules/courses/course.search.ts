/** The courses in the admin search. */
import { searchSource } from '../../core/search-source.js';
import { COURSE_SEARCH_FIELDS, CourseModel, type CourseDoc } from './course.model.js';
import { courseListQuery } from './course.service.js';

export const coursesSearch = searchSource<CourseDoc>({
  type: 'COURSE',
  visibleTo: (a) => courseListQuery(a, {}).query,
  model: CourseModel,
  fields: COURSE_SEARCH_FIELDS,
  present: (c) => ({ title: c.title, subtitle: c.instructor.name || null }),
});
