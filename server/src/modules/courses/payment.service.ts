/**
 * The payment status of an enrollment, set by administrators in Course Management; the learner is
 * e-mailed when it becomes completed or failed.
 */
import mongoose, { type ClientSession } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { NotFoundError } from '../../core/errors.js';
import { recordActivity } from '../activity/activity.record.js';
import { applyRollupChange } from '../insights/rollup-change.js';
import { isObjectId } from '../../core/ids.js';
import { parseInput } from '../../core/validation.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { paymentStatusMail, queueMailInTransaction, sendQueuedMail, type QueuedMail } from '../mail/index.js';
import { CourseModel } from './course.model.js';
import { EnrollmentPaymentInput } from './course.validation.js';
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
        summary: `${admin.name} marked the payment of ${was.userName} for ${course?.title ?? 'a deleted course'} as ${paymentStatus}`,
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
