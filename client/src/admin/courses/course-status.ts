import type { CourseStatus, PaymentStatus } from '../../__generated__/graphql';

export const COURSE_STATUSES: readonly CourseStatus[] = ['published', 'draft', 'archived'];

/** Spec section 4: the list shows Published or Draft; archived courses say so too. */
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  published: 'Published',
  draft: 'Draft',
  archived: 'Archived',
};

export const COURSE_STATUS_COLORS = { published: 'success', draft: 'default', archived: 'warning' } as const satisfies Record<CourseStatus, string>;

/** The statuses staff set by hand; refunded is reached through the Refund button (and Stripe when paid there). */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'pending', 'failed'];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_COLORS = { completed: 'success', pending: 'warning', failed: 'error', refunded: 'info' } as const satisfies Record<PaymentStatus, string>;
