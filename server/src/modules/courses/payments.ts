/**
 * The payment step of an enrollment, behind one function so that a payment provider can be
 * plugged in here without touching the enrollment rules.
 *
 * A free course is paid at once; a paid one waits (pending) until Stripe confirms its Checkout
 * Session (checkout.service.ts, payment-settlement.ts) or, without Stripe, an administrator records
 * the payment in Course Management.
 */
import type { PaymentStatus } from './enrollment.model.js';

export type PaymentRequest = {
  /** Dollars to charge; 0 for a free course. */
  amount: number;
  courseId: string;
  courseTitle: string;
  userId: string;
  userEmail: string;
};

export type PaymentOutcome = {
  status: PaymentStatus;
  /** A provider's reference for the charge, when a provider took it. */
  reference?: string;
};

// Asynchronous by contract: a provider call (checkout session, invoice, …) will be awaited here.
export function startPayment(request: PaymentRequest): Promise<PaymentOutcome> {
  if (request.amount <= 0) return Promise.resolve({ status: 'completed' });
  // Paid later: through Stripe Checkout, or by hand.
  return Promise.resolve({ status: 'pending' });
}
