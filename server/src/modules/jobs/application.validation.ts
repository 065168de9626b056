/** The Apply form and the admin's status change. */
import { z } from 'zod';
import { optionalText, requiredText } from '../../core/validation.js';
import { APPLICATION_STATUSES } from './application.model.js';

/** Spec section 5 only says "telephone input"; digits with the usual separators, 7 to 15 digits. */
const phone = requiredText('Phone number', 30)
  .refine((v) => /^\+?[\d\s().-]+$/.test(v), { error: 'Enter a valid phone number' })
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, { error: 'Enter a valid phone number' });

export const ApplyInput = z.object({
  phone,
  coverLetter: optionalText('Cover letter', 5_000),
});

export const StatusChangeInput = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }),
  note: optionalText('Note', 1_000),
});

export const ApplicationStatusFilter = z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }).nullish();
