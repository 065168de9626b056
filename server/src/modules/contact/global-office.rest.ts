/** REST for older callers: /api/global-offices (spec section 7). Guests read active offices only. */
import { crudRoutes } from '../../rest/crud.js';
import { queryBoolean } from '../../rest/list-query.js';
import type { RouteDef } from '../../rest/route.js';
import { globalOfficePresenter } from './global-office.presenter.js';
import { createGlobalOffice, deleteGlobalOffice, getGlobalOffice, listGlobalOffices, replaceGlobalOffice, updateGlobalOffice } from './global-office.service.js';
import { CreateGlobalOfficeInput, UpdateGlobalOfficeInput } from './global-office.validation.js';

export const globalOfficeRoutes: RouteDef[] = crudRoutes({
  path: '/global-offices',
  type: 'GlobalOffice',
  presenter: globalOfficePresenter,
  notFound: 'Office not found',
  noun: 'office',
  list: {
    access: 'guest',
    accessNote: 'Guests see active offices only; administrators every office unless ?active=true. Headquarters first.',
    filters: { active: queryBoolean },
    sort: ['name', 'city', 'country', 'isHeadquarters', 'isActive', 'createdAt', 'updatedAt'],
    all: (actor, filter) => listGlobalOffices(actor, filter['active'] === true),
  },
  get: { fn: getGlobalOffice, access: 'guest', accessNote: 'Guests read active offices only (404 otherwise).' },
  create: {
    fn: createGlobalOffice,
    schema: CreateGlobalOfficeInput,
    example: {
      name: 'London Office',
      address: '1 King Street',
      city: 'London',
      country: 'United Kingdom',
      phone: '+44 20 7946 0000',
      email: 'london@example.com',
      timezone: 'Europe/London',
      workingHours: 'Mon-Fri 9 AM - 6 PM',
      isHeadquarters: false,
      isActive: true,
    },
  },
  replace: { fn: replaceGlobalOffice, schema: CreateGlobalOfficeInput },
  patch: { fn: updateGlobalOffice, schema: UpdateGlobalOfficeInput },
  remove: { fn: deleteGlobalOffice },
});
