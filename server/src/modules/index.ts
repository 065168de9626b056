/**
 * The app's modules, listed once: each module's descriptor (`<name>/<name>.module.ts`). The
 * GraphQL schema's resolvers, the REST router and its OpenAPI document, the request loaders, and
 * the export, import and search types are all built by going over this list (core/module.ts).
 * The order is the order of the admin search's groups and of the REST reference. Loading this file
 * installs the list.
 */
import { installModules } from '../core/module.js';
import { activityModule } from './activity/activity.module.js';
import { authModule } from './auth/auth.module.js';
import { backupsModule } from './backups/backups.module.js';
import { contactModule } from './contact/contact.module.js';
import { coursesModule } from './courses/courses.module.js';
import { dashboardsModule } from './dashboards/dashboards.module.js';
import { exportsModule } from './exports/exports.module.js';
import { importsModule } from './imports/imports.module.js';
import { jobsModule } from './jobs/jobs.module.js';
import { learningModule } from './learning/learning.module.js';
import { mailModule } from './mail/mail.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { reportsModule } from './reports/reports.module.js';
import { searchModule } from './search/search.module.js';
import { seoModule } from './seo/seo.module.js';
import { servicesModule } from './services/services.module.js';
import { settingsModule } from './settings/settings.module.js';
import { twoFactorModule } from './two-factor/two-factor.module.js';
import { usersModule } from './users/users.module.js';

export const MODULES = [
  authModule,
  twoFactorModule,
  usersModule,
  notificationsModule,
  mailModule,
  coursesModule,
  learningModule,
  jobsModule,
  servicesModule,
  contactModule,
  exportsModule,
  importsModule,
  searchModule,
  activityModule,
  settingsModule,
  dashboardsModule,
  backupsModule,
  reportsModule,
  seoModule,
] as const;

installModules(MODULES);
