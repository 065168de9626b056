/** The notifications module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { notificationPresenter } from './notification.presenter.js';
import { notificationResolvers } from './notification.resolvers.js';
import { notificationRoutes } from './notification.rest.js';

export const notificationsModule = defineModule({
  name: 'notifications',
  resolvers: notificationResolvers,
  routes: notificationRoutes,
  presenters: [notificationPresenter],
});
