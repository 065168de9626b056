/**
 * Who may open a course's content: staff, and learners enrolled with open access (a free course,
 * or a paid one whose payment is completed). Everyone else is told why not: not enrolled, payment
 * pending, payment failed. A course the caller may not even see is "not found".
 */
import { Types } from 'mongoose';
import { ForbiddenError, NotFoundError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import { isStaff, requireUser, type Actor } from '../../core/actor.js';
import { findCourseById, findEnrollmentOf, isPublished, type CourseDoc, type EnrollmentDoc } from '../courses/index.js';
import type { MessageText } from '../../i18n/message.js';
import { LEARNING_MESSAGES as msg } from './learning.messages.js';

export type LearningAccess =
  | { staff: true; course: CourseDoc; enrollment: null; actor: Actor }
  | { staff: false; course: CourseDoc; enrollment: EnrollmentDoc; actor: Actor };

/** Free courses are open at once; paid ones once the payment is completed. */
export const hasOpenAccess = (e: Pick<EnrollmentDoc, 'paymentStatus' | 'paymentAmount'>): boolean => e.paymentStatus === 'completed' || e.paymentAmount === 0;

/** Staff or not, without narrowing the caller's type (isStaff is a type guard). */
export const callerIsStaff = (actor: Actor | null): boolean => isStaff(actor);

export async function findVisibleCourse(courseId: string): Promise<CourseDoc> {
  const course = isObjectId(courseId) ? await findCourseById(courseId) : null;
  if (!course) throw new NotFoundError(msg.courseNotFound);
  return course;
}

/** Why an enrolled learner cannot open the course yet, or null when they can. */
export function closedReason(enrollment: Pick<EnrollmentDoc, 'paymentStatus' | 'paymentAmount'>): MessageText | null {
  if (hasOpenAccess(enrollment)) return null;
  if (enrollment.paymentStatus === 'refunded') return msg.paymentRefunded;
  return enrollment.paymentStatus === 'failed' ? msg.paymentFailed : msg.paymentPending;
}

export async function requireLearningAccess(actor: Actor | null, courseId: string): Promise<LearningAccess> {
  const me = requireUser(actor);
  if (!isObjectId(courseId)) throw new NotFoundError(msg.courseNotFound);
  if (callerIsStaff(me)) return { staff: true, course: await findVisibleCourse(courseId), enrollment: null, actor: me };
  // Both reads at once: opening a lesson is the learner's most frequent request.
  const [course, enrollment] = await Promise.all([findVisibleCourse(courseId), findEnrollmentOf(me.id, new Types.ObjectId(courseId))]);
  if (!enrollment) {
    // A course out of the catalog is visible only to its learners.
    if (!isPublished(course)) throw new NotFoundError(msg.courseNotFound);
    throw new ForbiddenError(msg.notEnrolled);
  }
  const reason = closedReason(enrollment);
  if (reason) throw new ForbiddenError(reason);
  return { staff: false, course, enrollment, actor: me };
}
