/** The insights module: the dashboard, the analytics and the rollups behind them. */
import { defineModule } from '../../core/module.js';
import { analyticsSource } from './analytics.export.js';
import { insightsResolvers } from './insights.resolvers.js';

export const insightsModule = defineModule({ name: 'insights', resolvers: insightsResolvers, exports: [analyticsSource] });
export { percentChange } from './dashboard.service.js';
export { applyRollupChange } from './rollup-change.js';
export { ensureRollups, rebuildRollups } from './rollup-rebuild.js';
export { followRollupSettings, syncRollupSchedule } from './rollups.schedule.js';
export { siteZone } from './site-zone.js';
export { ianaZone, localDate, zonedMidnight } from './zoned-time.js';
