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

export const SERVICE_INTERESTS = Object.keys(SERVICE_INTEREST_MESSAGES) as ServiceInterest[];
