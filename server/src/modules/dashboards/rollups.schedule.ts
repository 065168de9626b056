/**
 * When the insight rollups are rebuilt besides after bulk writes: nightly (03:30 in the site's
 * zone, once across processes through the scheduler) to repair any drift, then the past ranges'
 * figures computed ahead (analytics.service.ts warmAnalytics); and when this process
 * changes the site's time zone (other processes notice at their next query: rollupsReady).
 */
import { ianaZone } from '../../core/zoned-time.js';
import type { Logger } from '../../logger.js';
import { defineJob, scheduler } from '../scheduler/index.js';
import { getSettings, onSettingsChanged, type Settings } from '../settings/index.js';
import { warmAnalytics } from './analytics.service.js';
import { rebuildRollups, requestRollupRebuild } from './rollup-rebuild.js';

export const ROLLUPS_JOB = 'insights.rollups';
export const ROLLUPS_CRON = '30 3 * * *';

defineJob(ROLLUPS_JOB, async (deps) => {
  await rebuildRollups(deps.log);
  await warmAnalytics();
});

/** Puts the nightly rebuild at 03:30 in the site's zone; answers its next run. */
export async function syncRollupSchedule(settings?: Settings): Promise<Date | null> {
  const current = settings ?? (await getSettings());
  return scheduler().schedule(ROLLUPS_JOB, { cron: ROLLUPS_CRON, timezone: ianaZone(current.general.timezone) });
}

/** On each time-zone change this process makes: a rebuild for the new zone, and the schedule moved. */
export function followRollupSettings(log: Logger): () => void {
  let last: string | null = null;
  return onSettingsChanged((settings) => {
    const zone = settings.general.timezone;
    if (zone === last) return;
    const first = last === null;
    last = zone;
    if (!first) requestRollupRebuild(log);
    syncRollupSchedule(settings).catch((err: unknown) => {
      log.error({ err }, 'could not reschedule the nightly insight rollups');
    });
  });
}
