/**
 * Course.myEnrollment for a whole page of courses in one query: a DataLoader per request, kept
 * beside the request's other loaders (the shared loaders do not know who is calling).
 */
import DataLoader from 'dataloader';
import type { PresentContext } from '../../core/presenter.js';
import type { EnrollmentDoc } from './enrollment.model.js';
import { findMyEnrollments } from './enrollment.service.js';

const perRequest = new WeakMap<PresentContext['loaders'], DataLoader<string, EnrollmentDoc | null>>();

export function myEnrollmentByCourse(context: PresentContext): DataLoader<string, EnrollmentDoc | null> {
  let loader = perRequest.get(context.loaders);
  if (!loader) {
    loader = new DataLoader(async (courseIds) => {
      const mine = await findMyEnrollments(context.actor, courseIds);
      const byCourse = new Map(mine.map((e) => [e.course.toString(), e]));
      return courseIds.map((id) => byCourse.get(id) ?? null);
    });
    perRequest.set(context.loaders, loader);
  }
  return loader;
}
