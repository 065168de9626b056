/** The backups module's descriptor, listed once in modules/index.ts (its front door, index.ts, offers the functions and types other modules use). */
import { defineModule } from '../../core/module.js';
import { backupPresenter } from './backup.presenter.js';
import { backupsResolvers } from './backups.resolvers.js';
import { backupRestRoutes } from './backups.rest.js';

export const backupsModule = defineModule({ name: 'backups', resolvers: backupsResolvers, routes: backupRestRoutes, presenters: [backupPresenter] });
