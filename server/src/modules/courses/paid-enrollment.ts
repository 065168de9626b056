/**
 * Learning starts once the course is paid for: progress and rating both begin by finding the
 * caller's paid enrollment in the course.
 */
import { Types } from 'mongoose';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { isObjectId } from '../../core/ids.js';
import type { Actor } from '../../core/actor.js';
import { CourseModel, type CourseDoc } from './course.model.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';

export const NOT_ENROLLED = 'You are not enrolled in this course.';

export async function myPaidEnrollment(me: Actor, courseId: string): Promise<{ enrollment: EnrollmentDoc; course: CourseDoc }> {
  if (!isObjectId(courseId)) throw new NotFoundError(NOT_ENROLLED);
  const [enrollment, course] = await Promise.all([
    EnrollmentModel.findOne({ user: new Types.ObjectId(me.id), course: new Types.ObjectId(courseId) }).lean(),
    CourseModel.findById(courseId).lean(),
  ]);
  if (!enrollment || !course) throw new NotFoundError(NOT_ENROLLED);
  // Learning starts once the course is paid for (free courses are paid at once).
  if (enrollment.paymentStatus !== 'completed') throw new ConflictError(/*i18n*/ { message: 'Your course unlocks once your payment is confirmed.' });
  return { enrollment, course };
}
