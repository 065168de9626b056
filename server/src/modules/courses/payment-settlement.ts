/**
 * What a payment provider's word does to an enrollment, once: a paid Checkout Session completes
 * the payment (when its amount and currency are the enrollment's), a refund marks it refunded and
 * closes the course. Each change is a conditional update inside a transaction with its activity
 * entry and rollup change, so the webhook and the learner's return (or two app processes) racing
 * over the same session apply it once; the e-mail and the bell follow the commit.
 */
import mongoose, { type ClientSession } from 'mongoose';
import type { Stripe } from 'stripe';
import type { AppDeps } from '../../app-deps.js';
import { afterCommit } from '../../core/after-commit.js';
import type { Actor } from '../../core/actor.js';
import { isObjectId } from '../../core/ids.js';
import { formatDollars } from '../../core/money.js';
import { recordActivity } from '../activity/index.js';
import { ALERT_MESSAGES, raiseSystemAlert } from '../alerts/index.js';
import type { ServerMessage } from '../../i18n/message.js';
import { inEnglish } from '../../i18n/server-i18n.js';
import { applyRollupChange } from '../insights/index.js';
import { paymentReceiptMail, paymentRefundMail, queueMailInTransaction, sendQueuedMail, type OutgoingMail, type QueuedMail } from '../mail/index.js';
import { notifyStaff } from '../notifications/index.js';
import { PAYMENT_NOTICES } from './payment.messages.js';
import { CourseModel } from './course.model.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';

/** The currency every course is priced in (prices are dollars), in Stripe's spelling. */
export const COURSE_CURRENCY = 'usd';

/** Stripe counts in the currency's smallest unit (cents). */
export const toMinorUnits = (dollars: number): number => Math.round(dollars * 100);

export type Settlement = 'applied' | 'ignored' | 'refused';

const paymentIntentIdOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The enrollment a Checkout Session was made for (its metadata, set when the session was created). */
function enrollmentIdOf(checkout: Stripe.Checkout.Session): string | null {
  const id = checkout.metadata?.['enrollmentId'] ?? checkout.client_reference_id;
  return id && isObjectId(id) ? id : null;
}

async function courseTitle(enrollment: Pick<EnrollmentDoc, 'course'>, session?: ClientSession): Promise<string> {
  const course = await CourseModel.findById(enrollment.course, { title: 1 }, session ? { session } : {}).lean();
  return course?.title ?? 'a deleted course';
}

/**
 * Completes the enrollment's payment from a Checkout Session Stripe reported (a verified webhook)
 * or answered (retrieved on the learner's return). Unpaid sessions and sessions of no enrollment of
 * ours are ignored; an amount or currency other than the enrollment's is refused, recorded on it
 * and raised as a system alert.
 */
export async function settleCheckoutSession(deps: AppDeps, checkout: Stripe.Checkout.Session): Promise<Settlement> {
  const id = enrollmentIdOf(checkout);
  if (!id || checkout.payment_status !== 'paid') return 'ignored';
  let outcome: Settlement = 'ignored';
  let settled: EnrollmentDoc | null = null;
  let problem: ServerMessage | null = null;
  let receipt: QueuedMail | null = null;
  await mongoose.connection.transaction(async (session) => {
    outcome = 'ignored';
    settled = null;
    problem = null;
    receipt = null;
    const was = await EnrollmentModel.findById(id, null, { session }).lean();
    if (!was || was.paymentStatus === 'completed' || was.paymentStatus === 'refunded') return;
    const currency = was.paymentCurrency ?? COURSE_CURRENCY;
    if (checkout.amount_total !== toMinorUnits(was.paymentAmount) || checkout.currency !== currency) {
      problem = ALERT_MESSAGES.paymentMismatch.message(checkout.amount_total, checkout.currency ?? '', checkout.id, toMinorUnits(was.paymentAmount), currency);
      await EnrollmentModel.updateOne({ _id: was._id }, { $set: { paymentProblem: inEnglish(problem) } }, { session });
      outcome = 'refused';
      return;
    }
    const set = {
      paymentStatus: 'completed' as const,
      paidAt: new Date(),
      paymentCurrency: currency,
      checkoutSessionId: checkout.id,
      paymentReference: paymentIntentIdOf(checkout.payment_intent) ?? checkout.id,
      paymentProblem: null,
    };
    // Conditional: of two racing settlements of one session, the second finds nothing to change.
    const changed = await EnrollmentModel.updateOne({ _id: was._id, paymentStatus: was.paymentStatus }, { $set: set }, { session });
    if (changed.modifiedCount !== 1) return;
    const after = { ...was, ...set };
    await applyRollupChange(session, { kind: 'enrollment', before: was, after });
    const title = await courseTitle(was, session);
    await recordActivity(
      {
        actor: 'system',
        action: 'status-change',
        entityType: 'enrollment',
        entityId: was._id,
        summary: /*i18n*/ ({ message: 'Payment of {amount} by {name} for {course} completed through Stripe', values: { amount: formatDollars(was.paymentAmount), name: was.userName, course: title } }),
        status: 'success',
        before: was,
        after,
        link: '/admin/courses',
      },
      session,
    );
    receipt = await queueMailInTransaction(deps, session, receiptMail(after, title));
    settled = after;
    outcome = 'applied';
  });
  const paid = settled as EnrollmentDoc | null;
  const refusal = problem as ServerMessage | null;
  await sendQueuedMail(deps, receipt);
  if (paid) await afterPaid(deps, paid);
  if (refusal) {
    await afterCommit(deps.log, 'raising the payment mismatch alert', () =>
      raiseSystemAlert(deps, { kind: 'payment-mismatch', key: `payment-mismatch:${checkout.id}`, title: ALERT_MESSAGES.paymentMismatch.title, message: refusal, link: '/admin/courses' }),
    );
  }
  return outcome;
}

/** The learner's receipt, written in the settlement's transaction: a completed payment always has one. */
function receiptMail(enrollment: EnrollmentDoc, title: string): OutgoingMail<Parameters<typeof paymentReceiptMail.compose>[0]> {
  return {
    to: enrollment.userEmail,
    template: paymentReceiptMail,
    data: {
      name: enrollment.userName,
      courseTitle: title,
      courseId: enrollment.course.toString(),
      amount: enrollment.paymentAmount,
      paidAt: enrollment.paidAt ?? new Date(),
      reference: enrollment.paymentReference ?? '',
    },
  };
}

async function afterPaid(deps: AppDeps, enrollment: EnrollmentDoc): Promise<void> {
  const title = await courseTitle(enrollment);
  await afterCommit(deps.log, 'telling staff of a completed payment', () =>
    notifyStaff(deps, { ...PAYMENT_NOTICES.received(enrollment.userName, title, formatDollars(enrollment.paymentAmount)), link: '/admin/courses' }),
  );
}

/**
 * Marks a completed payment refunded and closes the course to the learner: staff's refund (after
 * Stripe accepted it, or by hand without a provider) and Stripe's `charge.refunded` (a refund made
 * in its dashboard) both end here; whichever comes second changes nothing.
 */
export async function settleRefund(deps: AppDeps, by: Actor | 'system', match: { enrollmentId: string } | { paymentReference: string }): Promise<{ outcome: Settlement; enrollment: EnrollmentDoc | null }> {
  const filter = 'enrollmentId' in match ? { _id: match.enrollmentId } : { paymentReference: match.paymentReference };
  let refunded: EnrollmentDoc | null = null;
  let notice: QueuedMail | null = null;
  await mongoose.connection.transaction(async (session) => {
    refunded = null;
    notice = null;
    const was = await EnrollmentModel.findOne(filter, null, { session }).lean();
    if (!was || was.paymentStatus !== 'completed') return;
    const set = { paymentStatus: 'refunded' as const, refundedAt: new Date() };
    const changed = await EnrollmentModel.updateOne({ _id: was._id, paymentStatus: 'completed' }, { $set: set }, { session });
    if (changed.modifiedCount !== 1) return;
    const after = { ...was, ...set };
    await applyRollupChange(session, { kind: 'enrollment', before: was, after });
    const title = await courseTitle(was, session);
    await recordActivity(
      {
        actor: by,
        action: 'status-change',
        entityType: 'enrollment',
        entityId: was._id,
        summary: /*i18n*/ ({
          message: '{stripe, select, yes {Stripe reported} other {{actor} made}} a refund of {amount} to {name} for {course}; the course is closed to them',
          values: { stripe: by === 'system' ? 'yes' : 'no', actor: by === 'system' ? '' : by.name, amount: formatDollars(was.paymentAmount), name: was.userName, course: title },
        }),
        status: 'success',
        before: was,
        after,
        link: '/admin/courses',
      },
      session,
    );
    notice = await queueMailInTransaction(deps, session, { to: was.userEmail, template: paymentRefundMail, data: { name: was.userName, courseTitle: title, amount: was.paymentAmount } });
    refunded = after;
  });
  const done = refunded as EnrollmentDoc | null;
  await sendQueuedMail(deps, notice);
  return { outcome: done ? 'applied' : 'ignored', enrollment: done };
}
