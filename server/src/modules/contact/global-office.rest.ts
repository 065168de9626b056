/** REST for older callers: /api/global-offices (spec section 7). Guests read active offices only. */
import { activeForGuests, crudRoutes } from '../../rest/crud.js';
import type { RouteDef } from '../../rest/route.js';
import { globalOfficePresenter } from './global-office.presenter.js';
import { createGlobalOffice, deleteGlobalOffice, getGlobalOffice, listGlobalOffices, replaceGlobalOffice, updateGlobalOffice } from './global-office.service.js';
import { CreateGlobalOfficeInput, UpdateGlobalOfficeInput } from './global-office.validation.js';

export const globalOfficeRoutes: RouteDef[] = crudRoutes({
  path: '/global-offices',
  presenter: globalOfficePresenter,
  notFound: /*i18n*/ { message: 'Office not found' },
  noun: 'office',
  ...activeForGuests({ plural: 'offices', one: 'office', order: 'Headquarters first.', sort: ['name', 'city', 'country', 'isHeadquarters', 'isActive', 'createdAt', 'updatedAt'], all: listGlobalOffices, get: getGlobalOffice }),
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
