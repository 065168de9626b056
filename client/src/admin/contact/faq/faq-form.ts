import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminFaq_FaqFragment, FaqInput } from '../../../__generated__/graphql';
import { wholeNumberError } from '../shared/whole-number';
import type { FormErrors } from '../../../components/form/useFormValues';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../shared/content-languages/content-languages';

// The FAQ dialog's rules (spec section 5): question, answer and category required; order a whole
// number, minimum 0, default 0; tags entered comma separated, trimmed, empty ones dropped.

/** The text a visitor reads, which has a version per language. */
export interface FaqTextValues {
  question: string;
  answer: string;
}
export const FAQ_TEXT_FIELDS = ['question', 'answer'] as const;

export interface FaqFormValues {
  question: string;
  answer: string;
  /** The Spanish, French and German versions; blank fields show the English on the site. */
  translations: Record<TranslationLanguage, FaqTextValues>;
  category: string;
  /** The position; 0 puts a new FAQ last. */
  order: string;
  /** Comma separated. */
  tags: string;
  isActive: boolean;
}

export function emptyFaqForm(): FaqFormValues {
  return { question: '', answer: '', category: '', order: '0', tags: '', isActive: true, translations: { es: emptyText(), fr: emptyText(), de: emptyText() } };
}

const emptyText = (): FaqTextValues => ({ question: '', answer: '' });
const textToForm = (text: { question?: string | null; answer?: string | null } | null | undefined): FaqTextValues => ({ question: text?.question ?? '', answer: text?.answer ?? '' });

export function faqToForm(faq: AdminFaq_FaqFragment): FaqFormValues {
  // The top-level fields are in the reader's language; the original is `translations.en`.
  const original = textToForm(faq.translations?.en ?? faq);
  return {
    ...original,
    translations: { es: textToForm(faq.translations?.es), fr: textToForm(faq.translations?.fr), de: textToForm(faq.translations?.de) },
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
    // Only the languages with some text: a version left blank is none (the site shows the English).
    translations: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [language, { question: values.translations[language].question.trim(), answer: values.translations[language].answer.trim() }] as const).filter(
        ([, text]) => text.question || text.answer,
      ),
    ),
  };
}
