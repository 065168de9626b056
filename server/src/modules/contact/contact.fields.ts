/** Field rules shared by the contact validations (messages, contact info, offices, FAQs). */
import { z } from 'zod';
import { characterCount, keptWhenAbsent } from '../../core/validation.js';

/** For partial updates: an omitted or null field keeps the stored value. */
export function keep<S extends z.ZodType>(schema: S) {
  return schema.nullish().transform((v): z.output<S> | undefined => v ?? undefined);
}

/** Spec sections 5 and 9: an order is a whole number, minimum 0. */
export const wholeOrder = z
  .number({ error: 'Order must be a number' })
  .int({ error: 'Order must be a whole number' })
  .min(0, { error: 'Order must be at least 0' })
  .max(100_000, { error: 'Order is too large' });

export const activeFlag = z.boolean({ error: 'Active must be true or false' });

/** Spec section 5: an icon of at most 2 characters, counted as people see them. Blank means none. */
export const optionalIcon = z
  .string({ error: 'Icon must be text' })
  .nullish()
  .transform((v) => v?.trim() || undefined)
  .refine((v) => v === undefined || characterCount(v) <= 2, { error: 'Icon must be at most 2 characters' });

/** An enum that older REST callers may send as an empty string to mean "none". */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    keptWhenAbsent(z.enum(values, { error: `${label} must be one of ${values.join(', ')}` })),
  );
}
