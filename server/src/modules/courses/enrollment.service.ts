/**
 * Enrollments: a student enrolls once per course; the payment step decides whether the enrollment
 * starts completed (free courses) or pending (paid ones, until Stripe confirms the payment or an
 * administrator records it: checkout.service.ts); administrators see every enrollment of a course. Payment status, progress and rating
 * live beside this file (payment.service.ts, progress.service.ts, rating.service.ts).
 */
import { ENROLLMENT_ACTIVITY } from './course.messages.js';
import mongoose, { Types, type ClientSession } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { afterCommit } from '../../core/after-commit.js';
import { ConflictError, ForbiddenError, isDuplicateKeyError, NotFoundError } from '../../core/errors.js';
import { requireStaff, requireUser, type Actor } from '../../core/actor.js';
import { findListPage, type PageArgs, type PageResult } from '../../core/pagination.js';
import { notifyStaff } from '../notifications/index.js';
import { PAYMENT_NOTICES } from './payment.messages.js';
import { CourseModel, payableAmount, type CourseDoc } from './course.model.js';
import { COURSE_NOT_FOUND } from './course.service.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';
import { formatDollars } from '../../core/money.js';
import { startPayment } from './payments.js';
import { isObjectId } from '../../core/ids.js';
import { recordActivity } from '../activity/index.js';
import { applyRollupChange } from '../insights/index.js';

export const ENROLLMENT_NOT_FOUND = 'Enrollment not found';

/** Spec section 6: the Student/Learner is the one who takes courses. */
export function requireStudent(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (user.role !== 'student') throw new ForbiddenError(/*i18n*/ { message: 'Only student accounts can enroll in courses.' });
  return user;
}

/** Counts the course's enrollments again, inside the caller's transaction. */
async function recountEnrollments(courseId: Types.ObjectId, session: ClientSession): Promise<void> {
  const enrollmentCount = await EnrollmentModel.countDocuments({ course: courseId }).session(session);
  await CourseModel.updateOne({ _id: courseId }, { $set: { enrollmentCount } }, { session });
}

export async function enrollInCourse(deps: AppDeps, actor: Actor | null, courseId: string): Promise<EnrollmentDoc> {
  const me = requireStudent(actor);
  if (!isObjectId(courseId)) throw new NotFoundError(COURSE_NOT_FOUND);
  // The session read the caller in this request (an account deleted or suspended is refused there).
  const user = { _id: new Types.ObjectId(me.id), name: me.name, email: me.email };

  let course: CourseDoc | null = null;
  let enrollmentId: Types.ObjectId | null = null;
  try {
    await mongoose.connection.transaction(async (session) => {
      course = await CourseModel.findById(courseId).session(session).lean();
      if (!course || course.status !== 'published') throw new NotFoundError(COURSE_NOT_FOUND);
      if (await EnrollmentModel.exists({ user: user._id, course: course._id }).session(session)) {
        throw new ConflictError(/*i18n*/ { message: 'You are already enrolled in this course.' });
      }
      const [created] = await EnrollmentModel.create(
        [
          {
            user: user._id,
            course: course._id,
            userName: user.name,
            userEmail: user.email,
            enrollmentDate: new Date(),
            paymentStatus: 'pending',
            paymentAmount: payableAmount(course),
          },
        ],
        { session },
      );
      if (!created) throw new Error('The enrollment was not created');
      enrollmentId = created._id;
      await applyRollupChange(session, { kind: 'enrollment', before: null, after: created });
      await recountEnrollments(course._id, session);
      await recordActivity(
        {
          actor: me,
          action: 'create',
          entityType: 'enrollment',
          entityId: created._id,
          summary: ENROLLMENT_ACTIVITY.enrolled(user.name, course.title),
          // A paid course waits for its payment; a free one is settled below at once.
          status: created.paymentAmount > 0 ? 'pending' : 'success',
          link: '/admin/courses',
        },
        session,
      );
    });
  } catch (err) {
    // Two tabs enrolling at the same moment: the unique index keeps one enrollment.
    if (isDuplicateKeyError(err)) throw new ConflictError(/*i18n*/ { message: 'You are already enrolled in this course.' });
    throw err;
  }
  // Both are set inside the transaction's callback, which TypeScript cannot follow.
  const enrolled = course as CourseDoc | null;
  const storedId = enrollmentId as Types.ObjectId | null;
  if (!enrolled || !storedId) throw new NotFoundError(COURSE_NOT_FOUND);

  // The payment step runs after the enrollment is safely stored, never inside the transaction.
  const amount = payableAmount(enrolled);
  try {
    const outcome = await startPayment({ amount, courseId: enrolled._id.toString(), courseTitle: enrolled.title, userId: me.id, userEmail: user.email });
    if (outcome.status !== 'pending' || outcome.reference) {
      await mongoose.connection.transaction(async (session) => {
        const set = {
          paymentStatus: outcome.status,
          ...(outcome.status === 'completed' ? { paidAt: new Date() } : {}),
          ...(outcome.reference ? { paymentReference: outcome.reference } : {}),
        };
        const before = await EnrollmentModel.findByIdAndUpdate(storedId, { $set: set }, { returnDocument: 'before', session }).lean();
        if (!before) return;
        await applyRollupChange(session, { kind: 'enrollment', before, after: { ...before, ...set } });
        if (outcome.status === 'pending') return;
        await recordActivity(
          {
            actor: 'system',
            action: 'update',
            entityType: 'enrollment',
            entityId: storedId,
            summary: amount > 0 ? ENROLLMENT_ACTIVITY.paid(formatDollars(amount), user.name, enrolled.title, outcome.status) : ENROLLMENT_ACTIVITY.freePaid(user.name, enrolled.title),
            status: outcome.status === 'failed' ? 'error' : 'success',
            before,
            after: { ...before, ...set },
          },
          session,
        );
      });
    }
  } catch (err) {
    // The enrollment stays pending; an administrator can settle it in Course Management.
    deps.log.error({ err, enrollmentId: storedId }, 'payment step failed');
  }
  const saved = await EnrollmentModel.findById(storedId).lean();
  if (!saved) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  // With Stripe, staff hear of the payment when Stripe confirms it; by hand, they are asked to record it.
  if (saved.paymentStatus === 'pending' && !deps.config.stripe) {
    await afterCommit(deps.log, 'notifying staff of an enrollment awaiting payment', () =>
      notifyStaff(deps, {
        ...PAYMENT_NOTICES.awaitingPayment(user.name, enrolled.title, formatDollars(amount)),
        link: '/admin/courses',
      }),
    );
  }
  return saved;
}

/** Enrollment lists, a course's or a learner's: newest first unless the caller sorts. */
const NEWEST_FIRST = { enrollmentDate: -1, _id: -1 } as const;

export async function listCourseEnrollments(actor: Actor | null, courseId: string, pageArgs: PageArgs): Promise<PageResult<EnrollmentDoc>> {
  requireStaff(actor);
  if (!isObjectId(courseId)) throw new NotFoundError(COURSE_NOT_FOUND);
  const result = await findListPage(EnrollmentModel, { query: { course: new Types.ObjectId(courseId) }, sort: NEWEST_FIRST }, pageArgs, 50);
  // A course with enrollments exists (a course is deleted only without them): only an empty page asks.
  if (!result.items.length && !(await CourseModel.exists({ _id: courseId }))) throw new NotFoundError(COURSE_NOT_FOUND);
  return result;
}

/** The signed-in user's own enrollments, newest first. */
export async function listMyEnrollments(actor: Actor | null, pageArgs: PageArgs): Promise<PageResult<EnrollmentDoc>> {
  const me = requireUser(actor);
  return findListPage(EnrollmentModel, { query: { user: new Types.ObjectId(me.id) }, sort: NEWEST_FIRST }, pageArgs, 50);
}

/** The signed-in user's enrollments in the given courses (one query for a whole page of courses). */
export async function findMyEnrollments(actor: Actor | null, courseIds: readonly string[]): Promise<EnrollmentDoc[]> {
  if (!actor) return [];
  const ids = courseIds.filter(isObjectId).map((id) => new Types.ObjectId(id));
  if (!ids.length) return [];
  return EnrollmentModel.find({ user: new Types.ObjectId(actor.id), course: { $in: ids } }).lean();
}

/** A user's enrollment in a course, or null (for the learning module's access checks). */
export async function findEnrollmentOf(userId: string, courseId: Types.ObjectId): Promise<EnrollmentDoc | null> {
  if (!isObjectId(userId)) return null;
  return EnrollmentModel.findOne({ user: new Types.ObjectId(userId), course: courseId }).lean();
}

/** Enrollments open to learning (paid, or free) in a course: the learners its insights count. */
export async function countOpenEnrollments(courseId: Types.ObjectId): Promise<number> {
  return EnrollmentModel.countDocuments({ course: courseId, paymentStatus: 'completed' });
}

/**
 * Enrollments that ticked modules before lessons were tracked one by one, in id order from
 * `after`: the learning module turns them into lesson progress once.
 */
export async function enrollmentsWithCompletedModules(after: Types.ObjectId | null, limit: number): Promise<Pick<EnrollmentDoc, '_id' | 'user' | 'course' | 'completedModules' | 'completedAt' | 'updatedAt'>[]> {
  return EnrollmentModel.find({ ...(after ? { _id: { $gt: after } } : {}), 'completedModules.0': { $exists: true } }, { user: 1, course: 1, completedModules: 1, completedAt: 1, updatedAt: 1 })
    .sort({ _id: 1 })
    .limit(limit)
    .lean();
}
