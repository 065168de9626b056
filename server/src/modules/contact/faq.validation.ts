/**
 * Spec section 5, FAQ: question, answer and category required; order a whole number, minimum 0;
 * tags entered comma separated, trimmed, empty ones dropped.
 */
import { z } from 'zod';
import { optionalText, requiredText } from '../../core/validation.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { activeFlag, keep, wholeOrder } from './contact.fields.js';

export const MAX_TAGS = 20;

const tags = z.preprocess(
  // The form's comma-separated text is accepted as it is typed, from older REST callers too.
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z
    .array(z.string({ error: 'Each tag must be text' }).max(40, { error: 'A tag must be at most 40 characters' }), {
      error: 'Tags must be a list of text',
    })
    .nullish()
    .transform((list) => (list ? list.map((t) => t.trim()).filter(Boolean) : undefined))
    .refine((list) => !list || list.length <= MAX_TAGS, { error: `A FAQ can have at most ${MAX_TAGS} tags` }),
);

const fields = {
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 5000),
  category: requiredText('Category', 60),
};

const LABELS = { question: /*i18n*/ { message: 'Question' }, answer: /*i18n*/ { message: 'Answer' } };

/** The Spanish, French and German versions: each field optional (a missing one reads the English). */
const translations = translationsInput((language) => ({
  question: optionalText(translatedLabel(LABELS.question, language), 300),
  answer: optionalText(translatedLabel(LABELS.answer, language), 5000),
}));

/** Create: order 0 (the form's default) or none puts the FAQ last. */
export const CreateFaqInput = z.object({
  ...fields,
  order: wholeOrder.nullish().transform((v) => v ?? 0),
  isActive: activeFlag.nullish().transform((v) => v ?? true),
  tags: tags.transform((list) => list ?? []),
  translations: translations.nullish().transform((v) => v ?? {}),
});

/** Update: only the given fields change; a new order moves the FAQ to that position. */
export const UpdateFaqInput = z.object({
  question: keep(fields.question),
  answer: keep(fields.answer),
  category: keep(fields.category),
  order: keep(wholeOrder),
  isActive: keep(activeFlag),
  tags,
  translations: keep(translations),
});

export const MoveDirection = z.object({ direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }) });
