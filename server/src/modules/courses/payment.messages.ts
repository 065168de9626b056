/** What paying for a course tells a person, as message descriptors (README › Languages). */
export const PAYMENT_MESSAGES = {
  status: /*i18n*/ { message: 'Status' },
  courseNotFound: /*i18n*/ { message: 'Course not found' },
  notEnrolled: /*i18n*/ { message: 'You are not enrolled in this course.' },
  refundedNoCheckout: /*i18n*/ { message: 'Your payment for this course was refunded. Contact us to enroll again.' },
  nothingToRefund: /*i18n*/ { message: 'Only a completed payment of a paid course can be refunded.' },
  stripeNotConfigured: /*i18n*/ { message: 'This payment was made through Stripe, which is not configured on this server: refund it in the Stripe dashboard.' },
  refundFailed: /*i18n*/ { message: 'Stripe did not accept the refund. Try again, or refund it in the Stripe dashboard.' },
} as const;

/** The back office's notices of a payment, read by each staff member in their language. */
export const PAYMENT_NOTICES = {
  awaitingPayment: (name: string, course: string, amount: string) => ({
    title: /*i18n*/ { message: 'Enrollment awaiting payment' },
    message: /*i18n*/ ({ message: '{name} enrolled in {course} ({amount}). Mark the payment once it is received.', values: { name, course, amount } }),
  }),
  received: (name: string, course: string, amount: string) => ({
    title: /*i18n*/ { message: 'Payment received' },
    message: /*i18n*/ ({ message: '{name} paid {amount} for {course}.', values: { name, course, amount } }),
  }),
};
