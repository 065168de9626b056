/** Course ratings: a learner with a paid enrollment rates a course once, 1-5. */
import mongoose from 'mongoose';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { requireUser, type Actor } from '../../core/actor.js';
import { CourseModel } from './course.model.js';
import { RatingInput } from './course.validation.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';
import { NOT_ENROLLED, myPaidEnrollment } from './paid-enrollment.js';
import { recordActivity } from '../activity/index.js';

/** A learner rates a course once; the course's rating is the average of all its ratings. */
export async function rateCourse(actor: Actor | null, courseId: string, input: unknown): Promise<EnrollmentDoc> {
  const me = requireUser(actor);
  const { rating } = parseInput(RatingInput, input);
  const { enrollment, course } = await myPaidEnrollment(me, courseId);
  if (enrollment.rating) throw new ConflictError(/*i18n*/ { message: 'You have already rated this course.' });
  await mongoose.connection.transaction(async (session) => {
    const rated = await EnrollmentModel.updateOne({ _id: enrollment._id, rating: null }, { $set: { rating, ratedAt: new Date() } }, { session });
    if (rated.modifiedCount !== 1) throw new ConflictError(/*i18n*/ { message: 'You have already rated this course.' });
    const [row] = await EnrollmentModel.aggregate<{ average: number; count: number }>([
      { $match: { course: course._id, rating: { $gte: 1 } } },
      { $group: { _id: null, average: { $avg: '$rating' }, count: { $sum: 1 } } },
    ]).session(session);
    await CourseModel.updateOne(
      { _id: course._id },
      // Stored exact, so averages over several courses stay exact; shown rounded to one decimal.
      { $set: { rating: row?.average ?? 0, ratingCount: row?.count ?? 0 } },
      { session },
    );
    const summary = /*i18n*/ ({ message: '{actor} rated {course} {rating}/5', values: { actor: me.name, course: course.title, rating } });
    await recordActivity({ actor: me, action: 'update', entityType: 'enrollment', entityId: enrollment._id, summary, before: enrollment, after: { ...enrollment, rating } }, session);
  });
  const updated = await EnrollmentModel.findById(enrollment._id).lean();
  if (!updated) throw new NotFoundError(NOT_ENROLLED);
  return updated;
}
