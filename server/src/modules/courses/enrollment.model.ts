import { Schema, model, type Types } from 'mongoose';

/** Spec section 4's enrollment payment statuses, and refunded (the money went back; the course closes). */
export const PAYMENT_STATUSES = ['completed', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface EnrollmentDoc {
  _id: Types.ObjectId;
  user: Types.ObjectId;
  course: Types.ObjectId;
  /**
   * The learner's name and e-mail when they enrolled: the admin's enrollment list still names
   * them if the account is deleted later (no enrollment is ever lost).
   */
  userName: string;
  userEmail: string;
  enrollmentDate: Date;
  paymentStatus: PaymentStatus;
  /** Dollars charged: the course's discount price when set, else its price, at enrollment time. */
  paymentAmount: number;
  /** Where the payment step left a reference (Stripe's payment intent id); absent for manual payments. */
  paymentReference?: string | null;
  /** Lower-case ISO currency the amount is in (Stripe's spelling); absent on enrollments made before it was kept: usd. */
  paymentCurrency?: string | null;
  /** The Stripe Checkout Session the learner was last sent to (the one a return is checked against). */
  checkoutSessionId?: string | null;
  /** Stripe's receipt page for the charge, once paid by card. */
  receiptUrl?: string | null;
  /** Why a provider's confirmation was not taken (amount or currency differ), for staff; cleared when paid. */
  paymentProblem?: string | null;
  refundedAt?: Date | null;
  /** Ids of the course modules the learner marked complete. */
  completedModules: Types.ObjectId[];
  /** When the payment was recorded as completed (revenue by month); absent while unpaid. */
  paidAt?: Date | null;
  /** When the learner had completed every module (completions); cleared if one is reopened. */
  completedAt?: Date | null;
  /** The learner's rating, 1-5, given once. */
  rating?: number | null;
  ratedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const enrollmentSchema = new Schema<EnrollmentDoc>(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    course: { type: Schema.Types.ObjectId, ref: 'Course', required: true },
    userName: { type: String, required: true },
    userEmail: { type: String, required: true },
    enrollmentDate: { type: Date, required: true, default: () => new Date() },
    paymentStatus: { type: String, enum: PAYMENT_STATUSES, required: true, default: 'pending' },
    paymentAmount: { type: Number, required: true, min: 0 },
    paymentReference: { type: String },
    paymentCurrency: { type: String },
    checkoutSessionId: { type: String },
    receiptUrl: { type: String },
    paymentProblem: { type: String },
    refundedAt: { type: Date },
    completedModules: { type: [Schema.Types.ObjectId], default: [] },
    paidAt: { type: Date },
    completedAt: { type: Date },
    rating: { type: Number, min: 1, max: 5 },
    ratedAt: { type: Date },
  },
  { timestamps: true, collection: 'enrollments' },
);

// One enrollment per user and course; it also serves "my enrollments" (user first).
enrollmentSchema.index({ user: 1, course: 1 }, { unique: true });
// The admin's list of a course's enrollments, newest first, and the counts per course.
enrollmentSchema.index({ course: 1, enrollmentDate: -1, _id: -1 });

// Revenue: completed payments by the time they were paid (dashboard and analytics periods).
enrollmentSchema.index({ paymentStatus: 1, paidAt: 1 });
// A refund reported by Stripe names the payment intent; a return from Checkout, the session.
enrollmentSchema.index({ paymentReference: 1 }, { sparse: true });
enrollmentSchema.index({ checkoutSessionId: 1 }, { sparse: true });
// Enrollments of a period (analytics), and completions.
enrollmentSchema.index({ enrollmentDate: 1 });
enrollmentSchema.index({ completedAt: 1 }, { sparse: true });

export const EnrollmentModel = model<EnrollmentDoc>('Enrollment', enrollmentSchema);
