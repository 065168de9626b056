import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminFaq_FaqFragment, FaqInput } from '../../../__generated__/graphql';
import { wholeNumberError } from '../shared/whole-number';
import type { FormErrors } from '../../../components/form/useFormValues';

// The FAQ dialog's rules (spec section 5): question, answer and category required; order a whole
// number, minimum 0, default 0; tags entered comma separated, trimmed, empty ones dropped.

export interface FaqFormValues {
  question: string;
  answer: string;
  category: string;
  /** The position; 0 puts a new FAQ last. */
  order: string;
  /** Comma separated. */
  tags: string;
  isActive: boolean;
}

export function emptyFaqForm(): FaqFormValues {
  return { question: '', answer: '', category: '', order: '0', tags: '', isActive: true };
}

export function faqToForm(faq: AdminFaq_FaqFragment): FaqFormValues {
  return {
    question: faq.question,
    answer: faq.answer,
    category: faq.category,
    order: String(faq.order),
    tags: faq.tags.join(', '),
    isActive: faq.isActive,
  };
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const REQUIRED = {
  question: msg`Question is required`,
  answer: msg`Answer is required`,
  category: msg`Category is required`,
};

/** The form's problems, in `i18n`'s language. */
export function validateFaqForm(values: FaqFormValues, i18n: I18n): FormErrors<FaqFormValues> {
  const errors: FormErrors<FaqFormValues> = {};
  if (!values.question.trim()) errors.question = i18n._(REQUIRED.question);
  if (!values.answer.trim()) errors.answer = i18n._(REQUIRED.answer);
  if (!values.category.trim()) errors.category = i18n._(REQUIRED.category);
  const order = wholeNumberError(values.order, i18n);
  if (order) errors.order = order;
  return errors;
}

export function toFaqInput(values: FaqFormValues): FaqInput {
  return {
    question: values.question.trim(),
    answer: values.answer.trim(),
    category: values.category.trim(),
    // Spec section 5: default 0 (a blank field too).
    order: values.order.trim() === '' ? 0 : Number(values.order),
    tags: parseTags(values.tags),
    isActive: values.isActive,
  };
}
