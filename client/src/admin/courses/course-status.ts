import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CourseStatus, PaymentStatus } from '../../__generated__/graphql';

export const COURSE_STATUSES: readonly CourseStatus[] = ['published', 'draft', 'archived'];

/** Spec section 4: the list shows Published or Draft; archived courses say so too. */
export const COURSE_STATUS_LABELS: Record<CourseStatus, MessageDescriptor> = {
  published: msg`Published`,
  draft: msg`Draft`,
  archived: msg`Archived`,
};

export const COURSE_STATUS_COLORS = { published: 'success', draft: 'default', archived: 'warning' } as const satisfies Record<CourseStatus, string>;

/** The statuses staff set by hand; refunded is reached through the Refund button (and Stripe when paid there). */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'pending', 'failed'];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  completed: msg`Completed`,
  pending: msg`Pending`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

export const PAYMENT_STATUS_COLORS = { completed: 'success', pending: 'warning', failed: 'error', refunded: 'info' } as const satisfies Record<PaymentStatus, string>;
