/**
 * Paying for a course. With Stripe configured, a learner is sent to a Stripe Checkout Session made
 * for their enrollment, and the course opens when Stripe confirms the payment (the verified
 * webhook, or the session retrieved from Stripe when the learner comes back); the success URL
 * alone proves nothing. Without Stripe, the learner is told how to pay (System Settings) and staff
 * mark the payment by hand. Staff refund a completed payment through Stripe, or by hand.
 */
import { pathInLanguage, type Language } from '@ai-solutions/common';
import { Types } from 'mongoose';
import type { AppDeps } from '../../app-deps.js';
import { ConflictError, NotFoundError } from '../../core/errors.js';
import { requireStaff, requireUser, type Actor } from '../../core/actor.js';
import { isObjectId } from '../../core/ids.js';
import { getSettings, siteTextIn } from '../settings/index.js';
import { chooseLanguage } from '../../i18n/request-language.js';
import { CourseModel } from './course.model.js';
import { EnrollmentModel, type EnrollmentDoc } from './enrollment.model.js';
import { ENROLLMENT_NOT_FOUND, enrollInCourse, requireStudent } from './enrollment.service.js';
import { COURSE_CURRENCY, settleCheckoutSession, settleRefund, toMinorUnits } from './payment-settlement.js';
import { stripeClient } from './stripe-client.js';
import { PAYMENT_MESSAGES as msg } from './payment.messages.js';

export type CheckoutAnswer = {
  enrollment: EnrollmentDoc;
  /** Stripe Checkout's page, to send the browser to; null when there is nothing to pay by card. */
  url: string | null;
  /** How to pay without a provider (System Settings › General); null with Stripe or nothing to pay. */
  manual: { instructions: string | null } | null;
};

/** `payment`: how the site takes payments, for the course page's button. */
export const paymentMethodOf = (deps: AppDeps): 'stripe' | 'manual' => (deps.config.stripe ? 'stripe' : 'manual');

/**
 * Enrolls the student if they are not yet, and answers where to pay. A session still open is
 * answered again (a second click, a second tab); otherwise a new one is made, under an idempotency
 * key derived from the enrollment and the session it replaces, so two simultaneous clicks get one.
 */
export async function startCheckout(deps: AppDeps, actor: Actor | null, courseId: string, language: Language): Promise<CheckoutAnswer> {
  const me = requireStudent(actor);
  if (!isObjectId(courseId)) throw new NotFoundError(msg.courseNotFound);
  const existing = await EnrollmentModel.findOne({ user: new Types.ObjectId(me.id), course: new Types.ObjectId(courseId) }).lean();
  const enrollment = existing ?? (await enrollInCourse(deps, actor, courseId));
  if (enrollment.paymentStatus === 'completed') return { enrollment, url: null, manual: null };
  if (enrollment.paymentStatus === 'refunded') throw new ConflictError(msg.refundedNoCheckout);

  const stripeSettings = deps.config.stripe;
  if (!stripeSettings) {
    const { general } = await getSettings();
    return { enrollment, url: null, manual: { instructions: siteTextIn(general, [language, chooseLanguage({ site: general.language })]).paymentInstructions || null } };
  }

  const stripe = await stripeClient(stripeSettings);
  if (enrollment.checkoutSessionId) {
    const previous = await stripe.checkout.sessions.retrieve(enrollment.checkoutSessionId);
    if (previous.status === 'open' && previous.url) return { enrollment, url: previous.url, manual: null };
    if (previous.status === 'complete') {
      await settleCheckoutSession(deps, previous);
      const now = await EnrollmentModel.findById(enrollment._id).lean();
      if (now?.paymentStatus === 'completed') return { enrollment: now, url: null, manual: null };
    }
  }
  const course = await CourseModel.findById(enrollment.course, { title: 1 }).lean();
  if (!course) throw new NotFoundError(msg.courseNotFound);
  const { general } = await getSettings();
  const back = (outcome: string) => new URL(pathInLanguage(`/courses/${courseId}`, language, general.language as Language), deps.config.publicUrl).toString() + `?checkout=${outcome}`;
  const enrollmentId = enrollment._id.toString();
  const checkout = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: enrollment.paymentCurrency ?? COURSE_CURRENCY, unit_amount: toMinorUnits(enrollment.paymentAmount), product_data: { name: course.title } } }],
      customer_email: enrollment.userEmail,
      client_reference_id: enrollmentId,
      metadata: { enrollmentId, courseId },
      payment_intent_data: { metadata: { enrollmentId, courseId } },
      locale: language,
      success_url: back('success'),
      cancel_url: back('cancelled'),
    },
    { idempotencyKey: `checkout:${enrollmentId}:${enrollment.checkoutSessionId ?? 'first'}` },
  );
  if (!checkout.url) throw new Error('Stripe answered a Checkout Session without its URL');
  await EnrollmentModel.updateOne({ _id: enrollment._id }, { $set: { checkoutSessionId: checkout.id, paymentCurrency: enrollment.paymentCurrency ?? COURSE_CURRENCY } });
  return { enrollment, url: checkout.url, manual: null };
}

/**
 * The learner is back from Checkout: their session is retrieved from Stripe (never taken from the
 * browser's address) and, if Stripe says it is paid, the payment completes now rather than at the
 * webhook. Answers the enrollment as it stands.
 */
export async function confirmCheckout(deps: AppDeps, actor: Actor | null, courseId: string): Promise<EnrollmentDoc> {
  const me = requireUser(actor);
  if (!isObjectId(courseId)) throw new NotFoundError(msg.notEnrolled);
  const enrollment = await EnrollmentModel.findOne({ user: new Types.ObjectId(me.id), course: new Types.ObjectId(courseId) }).lean();
  if (!enrollment) throw new NotFoundError(msg.notEnrolled);
  const stripeSettings = deps.config.stripe;
  if (!stripeSettings || !enrollment.checkoutSessionId || enrollment.paymentStatus !== 'pending') return enrollment;
  const stripe = await stripeClient(stripeSettings);
  const checkout = await stripe.checkout.sessions.retrieve(enrollment.checkoutSessionId);
  if ((await settleCheckoutSession(deps, checkout)) !== 'applied') return enrollment;
  await rememberReceipt(deps, enrollment._id);
  return (await EnrollmentModel.findById(enrollment._id).lean()) ?? enrollment;
}

/** Stripe's receipt page for the charge, kept for My courses' receipt link (best effort). */
export async function rememberReceipt(deps: AppDeps, enrollmentId: Types.ObjectId): Promise<void> {
  const stripeSettings = deps.config.stripe;
  const enrollment = await EnrollmentModel.findById(enrollmentId, { paymentReference: 1, receiptUrl: 1 }).lean();
  if (!stripeSettings || !enrollment?.paymentReference?.startsWith('pi_') || enrollment.receiptUrl) return;
  try {
    const stripe = await stripeClient(stripeSettings);
    const intent = await stripe.paymentIntents.retrieve(enrollment.paymentReference, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    const receiptUrl = typeof charge === 'object' && charge ? charge.receipt_url : null;
    if (receiptUrl) await EnrollmentModel.updateOne({ _id: enrollmentId }, { $set: { receiptUrl } });
  } catch (err) {
    deps.log.warn({ err, enrollmentId }, 'the Stripe receipt could not be read');
  }
}

/**
 * Staff refund a completed payment: through Stripe when it was paid there (its refund made once,
 * whatever the retries: the idempotency key is the enrollment's), by hand otherwise. The course
 * closes to the learner and the refund enters the activity log.
 */
export async function refundEnrollment(deps: AppDeps, actor: Actor | null, id: string): Promise<EnrollmentDoc> {
  const staff = requireStaff(actor);
  if (!isObjectId(id)) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  const enrollment = await EnrollmentModel.findById(id).lean();
  if (!enrollment) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  if (enrollment.paymentStatus === 'refunded') return enrollment;
  if (enrollment.paymentStatus !== 'completed' || enrollment.paymentAmount <= 0) throw new ConflictError(msg.nothingToRefund);
  const stripeSettings = deps.config.stripe;
  const intent = enrollment.paymentReference?.startsWith('pi_') ? enrollment.paymentReference : null;
  if (intent) {
    if (!stripeSettings) throw new ConflictError(msg.stripeNotConfigured);
    const stripe = await stripeClient(stripeSettings);
    const refund = await stripe.refunds.create({ payment_intent: intent, metadata: { enrollmentId: id } }, { idempotencyKey: `refund:${id}` });
    if (refund.status === 'failed' || refund.status === 'canceled') throw new ConflictError(msg.refundFailed);
  }
  await settleRefund(deps, staff, { enrollmentId: id });
  const after = await EnrollmentModel.findById(id).lean();
  if (!after) throw new NotFoundError(ENROLLMENT_NOT_FOUND);
  return after;
}
