/**
 * The app's modules, listed once. The GraphQL schema's resolvers, the REST router and its OpenAPI
 * document, the request loaders, and the export, import and search types are all built by going
 * over this list (core/module.ts). The order is the order of the admin search's groups and of the
 * REST reference. Loading this file installs the list.
 */
import { installModules } from '../core/module.js';
import { activityModule } from './activity/index.js';
import { authModule } from './auth/index.js';
import { backupsModule } from './backups/index.js';
import { contactModule } from './contact/index.js';
import { coursesModule } from './courses/index.js';
import { exportsModule } from './exports/index.js';
import { importsModule } from './imports/index.js';
import { insightsModule } from './insights/index.js';
import { jobsModule } from './jobs/index.js';
import { learningModule } from './learning/index.js';
import { mailModule } from './mail/index.js';
import { notificationsModule } from './notifications/index.js';
import { reportsModule } from './reports/index.js';
import { searchModule } from './search/index.js';
import { seoModule } from './seo/index.js';
import { servicesModule } from './services/index.js';
import { settingsModule } from './settings/index.js';
import { twoFactorModule } from './two-factor/index.js';
import { usersModule } from './users/index.js';

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
  insightsModule,
  backupsModule,
  reportsModule,
  seoModule,
] as const;

installModules(MODULES);
