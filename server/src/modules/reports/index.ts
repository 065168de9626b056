/** The reports module: the weekly report. */
export { followWeeklyReportSettings, syncWeeklyReportSchedule } from './weekly-report.schedule.js';
