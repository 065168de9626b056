import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceInterest } from '../../__generated__/graphql';

/** Spec section 5: the service interest options of the contact form, with the words people read. */
export const SERVICE_INTEREST_MESSAGES: Readonly<Record<ServiceInterest, MessageDescriptor>> = {
  general: msg`General Inquiry`,
  ml: msg`Machine Learning Solutions`,
  consulting: msg`AI Consulting`,
  training: msg`Training Programs`,
  partnership: msg`Partnership`,
};

/* eslint-disable lingui/no-unlocalized-strings -- English-only, for the back office's messages screen, which is not translated yet; the contact form reads SERVICE_INTEREST_MESSAGES. */
export const SERVICE_INTEREST_LABELS: Record<ServiceInterest, string> = {
  general: 'General Inquiry',
  ml: 'Machine Learning Solutions',
  consulting: 'AI Consulting',
  training: 'Training Programs',
  partnership: 'Partnership',
};
/* eslint-enable lingui/no-unlocalized-strings */

export const SERVICE_INTERESTS = Object.keys(SERVICE_INTEREST_MESSAGES) as ServiceInterest[];
