/** REST for older callers: /api/contact-info (spec section 7). Guests read active items only. */
import type { Router } from 'express';
import { crudRouter } from './contact.rest-crud.js';
import { createContactInfo, deleteContactInfo, getContactInfo, listContactInfo, updateContactInfo } from './contact-info.service.js';

export function contactInfoRestRouter(): Router {
  return crudRouter({
    list: listContactInfo,
    get: getContactInfo,
    create: createContactInfo,
    update: updateContactInfo,
    remove: deleteContactInfo,
    notFound: 'Contact info not found',
  });
}
