/**
 * Payments as staff see them: the list of paid courses' enrollments (Course Management › Payments),
 * and the payment status of an enrollment, set by administrators; the learner is e-mailed when it
 * becomes completed or failed.
 */
import mongoose, { Types, type ClientSession, type QueryFilter } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { NotFoundError } from '../../core/errors.js';
import { recordActivity } from '../activity/index.js';
import { applyRollupChange } from '../insights/index.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { paymentStatusMail, queueMailInTransaction, sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { CourseModel } from './course.model.js';
import { EnrollmentPaymentInput, PaymentFilterInput } from './course.validation.js';
import { escapeRegex, findListPage, searchFields, type PageArgs, type PageResult } from '../../core/pagination.js';
import { EnrollmentModel, type EnrollmentDoc, type PaymentStatus } from './enrollment.model.js';
import { ENROLLMENT_NOT_FOUND } from './enrollment.service.js';

export async function updateEnrollmentPayment(deps: AppDeps, actor: Actor | null, id: string, input: unknown): Promise<EnrollmentDoc> {
  const admin = requireStaff(actor);
  const { paymentStatus } = parseInput(EnrollmentPaymentInput, input);
  if (!isObjectId(id)) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  const { mail } = await mongoose.connection.transaction(async (session) => {
    const was = await EnrollmentModel.findById(id, null, { session }).lean();
    if (!was) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
    // Completing a payment dates it (revenue by month); saving it completed again keeps that date.
    const set = { paymentStatus, ...(paymentStatus === 'completed' && was.paymentStatus !== 'completed' ? { paidAt: new Date() } : {}) };
    await EnrollmentModel.updateOne({ _id: was._id }, { $set: set }, { session });
    await applyRollupChange(session, { kind: 'enrollment', before: was, after: { ...was, ...set } });
    const course = await CourseModel.findById(was.course, { title: 1 }, { session }).lean();
    await recordActivity(
      {
        actor: admin,
        action: 'update',
        entityType: 'enrollment',
        entityId: id,
        summary: /*i18n*/ ({
          message: '{actor} marked the payment of {name} for {known, select, yes {{course}} other {a deleted course}} as {status, select, pending {pending} completed {completed} failed {failed} refunded {refunded} other {{status}}}',
          values: { actor: admin.name, name: was.userName, known: course ? 'yes' : 'no', course: course?.title ?? '', status: paymentStatus },
        }),
        status: paymentStatus === 'failed' ? 'error' : paymentStatus === 'pending' ? 'pending' : 'success',
        before: was,
        after: { ...was, ...set },
        link: '/admin/courses',
      },
      session,
    );
    return { mail: was.paymentStatus !== paymentStatus ? await queueLearnerMail(deps, session, was, course?.title, paymentStatus) : null };
  });
  await sendQueuedMail(deps, mail);
  const updated = await EnrollmentModel.findById(id).lean();
  if (!updated) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  return updated;
}

/** The learner's e-mail of a completed or failed payment, written in the change's transaction. */
async function queueLearnerMail(deps: AppDeps, session: ClientSession, enrollment: EnrollmentDoc, courseTitle: string | undefined, status: PaymentStatus): Promise<QueuedMail | null> {
  if (status === 'pending') return null;
  return queueMailInTransaction(deps, session, {
    to: enrollment.userEmail,
    template: paymentStatusMail,
    data: { name: enrollment.userName, courseTitle: courseTitle ?? '—', amount: enrollment.paymentAmount, confirmed: status === 'completed' },
  });
}

/** Course titles a payment search looks through: enough for any catalog's matches, never unbounded. */
const MAX_SEARCHED_COURSES = 500;

/**
 * The payments of paid courses, newest first: every enrollment with an amount to pay, whether
 * paid by card through Stripe or recorded by hand, by status and by the learner's e-mail or name
 * or the course's title.
 */
export async function listPayments(actor: Actor | null, rawFilter: unknown, pageArgs: PageArgs): Promise<PageResult<EnrollmentDoc>> {
  requireStaff(actor);
  return findListPage(EnrollmentModel, await paymentListQuery(rawFilter), pageArgs, 20);
}

/** The Payments view's query and order, for its list and for its export (course.export.ts). */
export async function paymentListQuery(rawFilter: unknown): Promise<{ query: QueryFilter<EnrollmentDoc>; sort: Record<string, 1 | -1> }> {
  const filter = parseInput(PaymentFilterInput, rawFilter) ?? {};
  const query: QueryFilter<EnrollmentDoc> = { paymentAmount: { $gt: 0 } };
  if (filter.status) query.paymentStatus = filter.status;
  if (filter.search) {
    const courses = await CourseModel.find({ title: { $regex: escapeRegex(filter.search), $options: 'i' } }, { _id: 1 })
      .limit(MAX_SEARCHED_COURSES)
      .lean();
    query.$or = [...searchFields<EnrollmentDoc>(filter.search, ['userEmail', 'userName']), ...(courses.length ? [{ course: { $in: courses.map((c): Types.ObjectId => c._id) } }] : [])];
  }
  return { query, sort: { enrollmentDate: -1, _id: -1 } };
}
