/** The notifications module: the bell's notifications and their live feed. */
export { mailStaff, notifyStaff, storeStaffNotifications } from './notification.service.js';
