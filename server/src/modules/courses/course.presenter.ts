/**
 * The one output shape of a course (GraphQL Course, REST /api/courses): isPublished and students
 * computed, the rating to one decimal, the caller's own enrollment by reference.
 */
import type * as G from '../../graphql/__generated__/resolvers-types.js';
import { definePresenter, embed, ref, type Presenter } from '../../core/presenter.js';
import { isPublished, type CourseDoc, type CourseModuleDoc } from './course.model.js';
import { enrollmentPresenter } from './enrollment.presenter.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { formatDollars, roundToTenth } from '../../core/money.js';

export const courseModulePresenter = definePresenter<CourseModuleDoc, G.CourseModule>('CourseModule', {
  id: (m) => m._id.toString(),
  title: (m) => m.title,
  lessons: (m) => m.lessons,
});

export const coursePresenter: Presenter<CourseDoc> = definePresenter<CourseDoc, G.Course>('Course', {
  id: (c) => c._id.toString(),
  title: (c) => c.title,
  description: (c) => c.description,
  category: (c) => c.category,
  level: (c) => c.level,
  duration: (c) => c.duration ?? null,
  price: (c) => c.price,
  discountPrice: (c) => c.discountPrice ?? null,
  priceLabel: (c) => (c.price > 0 ? formatDollars(c.price) : 'Free'),
  // The schema gives every course an instructor with a name ('' by default).
  instructor: (c) => ({ name: c.instructor.name, title: c.instructor.title ?? null, bio: c.instructor.bio ?? null }),
  status: (c) => c.status,
  isPublished: (c) => isPublished(c),
  modules: embed(courseModulePresenter, (c: CourseDoc) => c.modules),
  skills: (c) => c.skills,
  certificate: (c) => c.certificate,
  rating: (c) => roundToTenth(c.rating),
  ratingCount: (c) => c.ratingCount,
  enrollmentCount: (c) => c.enrollmentCount,
  students: (c) => c.enrollmentCount,
  myEnrollment: ref((): Presenter<EnrollmentDoc> => enrollmentPresenter, (c: CourseDoc, ctx) => ctx.loaders.myEnrollmentByCourse.load(c._id.toString())),
  createdAt: (c) => c.createdAt,
  updatedAt: (c) => c.updatedAt,
});
