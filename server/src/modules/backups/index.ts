/** The backups module: scheduled and manual backups, and restoring them. */
import { defineModule } from '../../core/module.js';
import { backupPresenter } from './backup.presenter.js';
import { backupsResolvers } from './backups.resolvers.js';
import { backupRestRoutes } from './backups.rest.js';

export const backupsModule = defineModule({ name: 'backups', resolvers: backupsResolvers, routes: backupRestRoutes, presenters: [backupPresenter] });
export { followBackupSettings, syncBackupSchedule } from './backups.schedule.js';
export { lastSuccessfulBackupAt } from './backups.service.js';
