/** Spec section 5, Contact info: type, title, value required; icon up to 2 characters. */
import { z } from 'zod';
import { requiredText } from '../../core/validation.js';
import { activeFlag, keep, optionalIcon, wholeOrder } from './contact.fields.js';
import { CONTACT_INFO_TYPES } from './contact-info.model.js';

const type = z.enum(CONTACT_INFO_TYPES, { error: `Type must be one of ${CONTACT_INFO_TYPES.join(', ')}` });
const title = requiredText('Title', 100);
const value = requiredText('Value', 300);

/** Create: a blank icon becomes the type's icon; a missing order puts the item last (service). */
export const CreateContactInfoInput = z.object({
  type,
  title,
  value,
  icon: optionalIcon,
  isActive: activeFlag.nullish().transform((v) => v ?? true),
  order: keep(wholeOrder),
});

/** Update: only the given fields change (the active toggle sends isActive alone). */
export const UpdateContactInfoInput = z.object({
  type: keep(type),
  title: keep(title),
  value: keep(value),
  icon: optionalIcon,
  isActive: keep(activeFlag),
  order: keep(wholeOrder),
});
