/** The reports module: the weekly report. */
import { defineModule } from '../../core/module.js';
import { reportsResolvers } from './reports.resolvers.js';
import { reportsRestRoutes } from './reports.rest.js';

export const reportsModule = defineModule({ name: 'reports', resolvers: reportsResolvers, routes: reportsRestRoutes });
export { followWeeklyReportSettings, syncWeeklyReportSchedule } from './weekly-report.schedule.js';
