/** The services module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { servicesSource } from './service.export.js';
import { servicesImport } from './service.import.js';
import { servicePresenter } from './service.presenter.js';
import { serviceResolvers } from './service.resolvers.js';
import { serviceRoutes } from './service.rest.js';
import { servicesSearch } from './service.search.js';
// Registers how a service's version is restored (History, undoing a bulk action) and its scheduled publishing.
import './service.restore.js';
import './service.schedule.js';

export const servicesModule = defineModule({
  name: 'services',
  resolvers: serviceResolvers,
  routes: serviceRoutes,
  presenters: [servicePresenter],
  exports: [servicesSource],
  search: [servicesSearch],
  imports: [servicesImport],
});
