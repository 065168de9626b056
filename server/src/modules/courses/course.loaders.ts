/** The courses' request loaders: courses by id, and the caller's own enrollment per course. */
import DataLoader from 'dataloader';
import type { Actor } from '../../core/actor.js';
import { byIds, type LoaderFactory } from '../../core/loaders.js';
import { CourseModel, type CourseDoc } from './course.model.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { findMyEnrollments } from './enrollment.service.js';

declare module '../../core/loaders.js' {
  interface Loaders {
    courseById: DataLoader<string, CourseDoc | null>;
    myEnrollmentByCourse: DataLoader<string, EnrollmentDoc | null>;
  }
}

/** The caller's own enrollment per course id (null where they have none; always null for guests). */
function myEnrollmentByCourse(actor: Actor | null) {
  return new DataLoader<string, EnrollmentDoc | null>(async (courseIds) => {
    const mine = await findMyEnrollments(actor, courseIds);
    const byCourse = new Map(mine.map((e) => [e.course.toString(), e]));
    return courseIds.map((id) => byCourse.get(id) ?? null);
  });
}

export const courseLoaders: LoaderFactory = (actor) => ({
  courseById: byIds<CourseDoc>((ids) => CourseModel.find({ _id: { $in: ids } }).lean()),
  myEnrollmentByCourse: myEnrollmentByCourse(actor),
});
