/** The alerts module's front door: system alerts to the staff (lockouts, failed backups, the database, payments) and the database monitor. */
export { alertBackupFailed } from './backup-failed.alert.js';
export { startDatabaseMonitor } from './database-monitor.js';
export { alertOnLockout } from './lockouts.alert.js';
export { alertOnUndeliveredMail } from './mail-failed.alert.js';
export { ALERT_MESSAGES, raiseSystemAlert } from './system-alert.js';
