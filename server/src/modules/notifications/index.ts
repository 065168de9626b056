/** The notifications module: the bell's notifications and their live feed. */
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
export { mailStaff, notifyStaff, storeStaffNotifications } from './notification.service.js';
