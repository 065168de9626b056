/** The courses as an import type. */
import { importTarget } from '../../core/import-target.js';
import { CourseModel } from './course.model.js';
import { CreateCourseInput } from './course.validation.js';

export const coursesImport = importTarget({
  type: 'courses',
  fields: {
    title: 'text',
    description: 'text',
    category: 'text',
    level: 'text',
    duration: 'text',
    price: 'number',
    discountPrice: 'number',
    instructor: 'objectOrText',
    status: 'text',
    skills: 'list',
    certificate: 'boolean',
  },
  aliases: { name: 'title', instructorname: 'instructor' },
  schema: CreateCourseInput,
  model: CourseModel,
  key: 'title',
  entityType: 'course',
});
