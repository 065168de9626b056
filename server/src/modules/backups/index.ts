/** The backups module: scheduled and manual backups, and restoring them. */
export { followBackupSettings, syncBackupSchedule } from './backups.schedule.js';
export { lastSuccessfulBackupAt } from './backups.service.js';
