/** Every REST route of /api, in one list: the router and the OpenAPI document are built from it. */
import { authRoutes } from '../modules/auth/auth.rest.js';
import { twoFactorRoutes } from '../modules/two-factor/two-factor.rest.js';
import { contactRoutes } from '../modules/contact/contact.rest.js';
import { courseRestRoutes } from '../modules/courses/course.rest.js';
import { applicationRestRoutes } from '../modules/jobs/application.rest.js';
import { jobRestRoutes } from '../modules/jobs/job.rest.js';
import { notificationRoutes } from '../modules/notifications/notification.rest.js';
import { serviceRoutes } from '../modules/services/service.rest.js';
import { userRoutes } from '../modules/users/user.rest.js';
import { exportRestRoutes } from '../modules/exports/export.rest.js';
import { importRestRoutes } from '../modules/imports/import.rest.js';
import { settingsRestRoutes } from '../modules/settings/settings.rest.js';
import { reportsRestRoutes } from '../modules/reports/reports.rest.js';
import { backupRestRoutes } from '../modules/backups/backups.rest.js';
import type { RouteDef } from './route.js';

export const apiRoutes: readonly RouteDef[] = [
  ...authRoutes,
  ...twoFactorRoutes,
  ...userRoutes,
  ...notificationRoutes,
  ...serviceRoutes,
  ...courseRestRoutes,
  ...contactRoutes,
  ...jobRestRoutes,
  ...applicationRestRoutes,
  ...exportRestRoutes,
  ...importRestRoutes,
  ...settingsRestRoutes,
  ...reportsRestRoutes,
  ...backupRestRoutes,
];
