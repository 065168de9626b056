/**
 * The weekly report's schedule: Monday at 08:00 in the site's time zone, through the
 * database-backed scheduler (so with several app processes it is sent once). Set at start-up and
 * moved whenever the time zone changes; Weekly Reports itself is read when the job runs.
 */
import type { Logger } from '../../logger.js';
import { ianaZone } from '../../core/zoned-time.js';
import { defineJob, scheduler } from '../scheduler/index.js';
import { getSettings, onSettingsChanged, type Settings } from '../settings/index.js';
import { sendWeeklyReports } from './weekly-report.service.js';

export const WEEKLY_REPORT_JOB = 'reports.weekly';
export const WEEKLY_REPORT_CRON = '0 8 * * 1';

defineJob(WEEKLY_REPORT_JOB, async (deps) => {
  await sendWeeklyReports(deps);
});

/** Puts the weekly report on Monday 08:00 in the site's zone; answers its next run. */
export async function syncWeeklyReportSchedule(settings?: Settings): Promise<Date | null> {
  const current = settings ?? (await getSettings());
  return scheduler().schedule(WEEKLY_REPORT_JOB, { cron: WEEKLY_REPORT_CRON, timezone: ianaZone(current.general.timezone) });
}

/** Reschedules on every time-zone change this process makes; answers the unsubscribe. */
export function followWeeklyReportSettings(log: Logger): () => void {
  let last = '';
  return onSettingsChanged((settings) => {
    if (settings.general.timezone === last) return;
    last = settings.general.timezone;
    syncWeeklyReportSchedule(settings).catch((err: unknown) => {
      log.error({ err }, 'could not reschedule the weekly report');
    });
  });
}
