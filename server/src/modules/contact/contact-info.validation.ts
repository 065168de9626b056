/** Spec section 5, Contact info: type, title, value required; icon up to 2 characters. */
import { z } from 'zod';
import { optionalText, requiredText } from '../../core/validation.js';
import { translatedLabel, translationsInput } from '../../core/translations.js';
import { activeFlag, keep, optionalIcon, wholeOrder } from './contact.fields.js';
import { CONTACT_INFO_TYPES } from './contact-info.model.js';

const type = z.enum(CONTACT_INFO_TYPES, { error: `Type must be one of ${CONTACT_INFO_TYPES.join(', ')}` });
const title = requiredText('Title', 100);
const value = requiredText('Value', 300);

const LABELS = { title: /*i18n*/ { message: 'Title' }, value: /*i18n*/ { message: 'Value' } };

/** The Spanish, French and German versions: each field optional (a missing one reads the English). */
const translations = translationsInput((language) => ({
  title: optionalText(translatedLabel(LABELS.title, language), 100),
  value: optionalText(translatedLabel(LABELS.value, language), 300),
}));

/** Create: a blank icon becomes the type's icon; a missing order puts the item last (service). */
export const CreateContactInfoInput = z.object({
  type,
  title,
  value,
  icon: optionalIcon,
  isActive: activeFlag.nullish().transform((v) => v ?? true),
  order: keep(wholeOrder),
  translations: translations.nullish().transform((v) => v ?? {}),
});

/** Update: only the given fields change (the active toggle sends isActive alone). */
export const UpdateContactInfoInput = z.object({
  type: keep(type),
  title: keep(title),
  value: keep(value),
  icon: optionalIcon,
  isActive: keep(activeFlag),
  order: keep(wholeOrder),
  translations: keep(translations),
});
