/** REST for older callers: /api/contact-info (spec section 7). Guests read active items only. */
import { activeForGuests, crudRoutes } from '../../rest/crud.js';
import type { RouteDef } from '../../rest/route.js';
import { contactInfoPresenter } from './contact-info.presenter.js';
import { createContactInfo, deleteContactInfo, getContactInfo, listContactInfo, replaceContactInfo, updateContactInfo } from './contact-info.service.js';
import { CreateContactInfoInput, UpdateContactInfoInput } from './contact-info.validation.js';

export const contactInfoRoutes: RouteDef[] = crudRoutes({
  path: '/contact-info',
  presenter: contactInfoPresenter,
  notFound: /*i18n*/ { message: 'Contact info not found' },
  noun: 'contact info item',
  ...activeForGuests({ plural: 'items', one: 'item', order: 'In order.', sort: ['type', 'title', 'order', 'isActive', 'createdAt', 'updatedAt'], all: listContactInfo, get: getContactInfo }),
  create: {
    fn: createContactInfo,
    schema: CreateContactInfoInput,
    example: { type: 'phone', title: 'Call us', value: '+1 (555) 123-4567', icon: '📞', isActive: true },
  },
  replace: { fn: replaceContactInfo, schema: CreateContactInfoInput },
  patch: { fn: updateContactInfo, schema: UpdateContactInfoInput, summary: 'Change some fields of a contact info item (e.g. only isActive)' },
  remove: { fn: deleteContactInfo },
});
