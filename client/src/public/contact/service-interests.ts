import type { ServiceInterest } from '../../__generated__/graphql';

/** Spec section 5: the service interest options of the contact form, with the words people read. */
export const SERVICE_INTEREST_LABELS: Record<ServiceInterest, string> = {
  general: 'General Inquiry',
  ml: 'Machine Learning Solutions',
  consulting: 'AI Consulting',
  training: 'Training Programs',
  partnership: 'Partnership',
};

export const SERVICE_INTERESTS = Object.keys(SERVICE_INTEREST_LABELS) as ServiceInterest[];
