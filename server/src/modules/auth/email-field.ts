import { z } from 'zod';

/** An e-mail address as accounts store it: trimmed, lower case, at most 254 characters. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));
