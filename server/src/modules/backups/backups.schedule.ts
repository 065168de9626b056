/**
 * Scheduled backups (System Settings → Backup Frequency), through the database-backed scheduler so
 * that with several app processes each backup is taken once. Times are read in the site's time
 * zone: hourly on the hour; daily at 02:00; weekly on Sunday at 02:00; monthly on the 1st at 02:00
 * (a quiet hour). The schedule is set at start-up and moved whenever the settings change.
 */
import type { Logger } from '../../logger.js';
import { defineJob, scheduler } from '../scheduler/index.js';
import { getSettings, onSettingsChanged, type Settings } from '../settings/index.js';
import { runBackup } from './backups.service.js';

export const BACKUP_JOB = 'backups.scheduled';

const CRON: Record<string, string> = {
  hourly: '0 * * * *',
  daily: '0 2 * * *',
  weekly: '0 2 * * 0',
  monthly: '0 2 1 * *',
};

defineJob(BACKUP_JOB, async (deps) => {
  const backup = await runBackup(deps, 'schedule', 'system');
  // Recorded and alerted already; thrown too, so the scheduler logs the run as failed.
  if (backup.status === 'failed') throw new Error(backup.error ?? 'backup failed');
});

export function backupCron(frequency: string): string {
  return CRON[frequency] ?? CRON['daily'] ?? '0 2 * * *';
}

/** Puts the backup job on the schedule the settings ask for; answers its next run. */
export async function syncBackupSchedule(settings?: Settings): Promise<Date | null> {
  const current = settings ?? (await getSettings());
  return scheduler().schedule(BACKUP_JOB, { cron: backupCron(current.system.backupFrequency), timezone: current.general.timezone });
}

/** Reschedules on every settings change this process makes (frequency or time zone); answers the unsubscribe. */
export function followBackupSettings(log: Logger): () => void {
  let last = '';
  return onSettingsChanged((settings) => {
    const key = `${settings.system.backupFrequency}|${settings.general.timezone}`;
    if (key === last) return;
    last = key;
    syncBackupSchedule(settings).catch((err: unknown) => {
      log.error({ err }, 'could not reschedule backups');
    });
  });
}
