/** REST for older callers: /api/global-offices (spec section 7). Guests read active offices only. */
import type { Router } from 'express';
import { crudRouter } from './contact.rest-crud.js';
import { createGlobalOffice, deleteGlobalOffice, getGlobalOffice, listGlobalOffices, updateGlobalOffice } from './global-office.service.js';

export function globalOfficeRestRouter(): Router {
  return crudRouter({
    list: listGlobalOffices,
    get: getGlobalOffice,
    create: createGlobalOffice,
    update: updateGlobalOffice,
    remove: deleteGlobalOffice,
    notFound: 'Office not found',
  });
}
