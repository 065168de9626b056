/** The insights module: the dashboard, the analytics and the rollups behind them. */
export { percentChange } from './dashboard.service.js';
export { applyRollupChange } from './rollup-change.js';
export { ensureRollups, rebuildRollups } from './rollup-rebuild.js';
export { followRollupSettings, syncRollupSchedule } from './rollups.schedule.js';
export { siteZone } from './site-zone.js';
export { ianaZone, localDate, zonedMidnight } from './zoned-time.js';
