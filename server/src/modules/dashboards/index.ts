/**
 * The dashboards module: the figures of the back office's Dashboard, Analytics and System Status,
 * read from the insight rollups (modules/insights) or the records of users, courses, jobs, activity
 * and backups, and the rebuild of the rollups from those records (after bulk writes, on a time-zone
 * change, nightly).
 */
export { percentChange } from './dashboard.service.js';
export { ensureRollups, rebuildRollups } from './rollup-rebuild.js';
export { followRollupSettings, syncRollupSchedule } from './rollups.schedule.js';
