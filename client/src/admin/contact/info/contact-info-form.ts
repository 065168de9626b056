import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminContactInfo_ItemFragment, ContactInfoInput, ContactInfoType } from '../../../__generated__/graphql';
import type { FormErrors } from '../../../components/form/useFormValues';
import { wholeNumberError } from '../shared/whole-number';
import type { TranslationLanguage } from '../../shared/content-languages/content-languages';
import { blankVersions, versionsToForm, versionsToInput } from '../../shared/content-languages/language-fields';

// The icon limit is the services' one (an emoji counts as one character).
export { limitIcon } from '../../services/service-form';

// The Contact Info dialog's rules (spec section 5): type, title and value required; icon up to 2
// characters, counted as people see them (as the server counts).

export const CONTACT_INFO_TYPES: readonly ContactInfoType[] = ['address', 'phone', 'email', 'hours'];
export const CONTACT_INFO_TYPE_LABELS: Record<ContactInfoType, MessageDescriptor> = {
  address: msg({ message: 'Address', context: 'contact info type' }),
  phone: msg({ message: 'Phone', context: 'contact info type' }),
  email: msg({ message: 'Email', context: 'contact info type' }),
  hours: msg({ message: 'Business Hours', context: 'contact info type' }),
};

const REQUIRED = {
  type: msg`Type is required`,
  title: msg`Title is required`,
  value: msg`Value is required`,
};

/** The text a visitor reads, which has a version per language. */
export const CONTACT_INFO_TEXT_FIELDS = ['title', 'value'] as const;
type ContactInfoTextField = (typeof CONTACT_INFO_TEXT_FIELDS)[number];

export interface ContactInfoFormValues {
  type: ContactInfoType | '';
  title: string;
  value: string;
  /** The Spanish, French and German versions; blank fields show the English on the site. */
  translations: Record<TranslationLanguage, Record<ContactInfoTextField, string>>;
  icon: string;
  isActive: boolean;
  /** Text while typing; a whole number on save. */
  order: string;
}

export function emptyContactInfoForm(nextOrder: number): ContactInfoFormValues {
  return { type: '', title: '', value: '', icon: '', isActive: true, order: String(nextOrder), translations: blankVersions(CONTACT_INFO_TEXT_FIELDS) };
}

export function contactInfoToForm(item: AdminContactInfo_ItemFragment): ContactInfoFormValues {
  // The top-level fields are in the reader's language; the original is `translations.en`.
  const original = item.translations?.en;
  return {
    type: item.type,
    title: original?.title ?? item.title,
    value: original?.value ?? item.value,
    translations: versionsToForm(CONTACT_INFO_TEXT_FIELDS, item.translations),
    icon: item.icon,
    isActive: item.isActive,
    order: String(item.order),
  };
}

/** The form's problems, in `i18n`'s language. */
export function validateContactInfoForm(values: ContactInfoFormValues, i18n: I18n): FormErrors<ContactInfoFormValues> {
  const errors: FormErrors<ContactInfoFormValues> = {};
  if (!values.type) errors.type = i18n._(REQUIRED.type);
  if (!values.title.trim()) errors.title = i18n._(REQUIRED.title);
  if (!values.value.trim()) errors.value = i18n._(REQUIRED.value);
  const order = wholeNumberError(values.order, i18n);
  if (order) errors.order = order;
  return errors;
}

export function toContactInfoInput(values: ContactInfoFormValues): ContactInfoInput {
  if (!values.type) throw new Error('The type is checked before saving');
  return {
    type: values.type,
    title: values.title.trim(),
    value: values.value.trim(),
    icon: values.icon.trim() || null,
    isActive: values.isActive,
    order: values.order.trim() === '' ? null : Number(values.order),
    translations: versionsToInput(values.translations),
  };
}
