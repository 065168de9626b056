/** A failed backup (scheduled or "Back up now") is a system alert. */
import { formatSiteDateTime } from '../settings/site-time.js';
import { raiseSystemAlert } from './system-alert.js';

export async function alertBackupFailed(failure: { backupId: string; error: string; startedAt: Date }): Promise<void> {
  await raiseSystemAlert({
    kind: 'backup-failed',
    key: `backup-failed:${failure.backupId}`,
    title: 'Backup failed',
    message: `The backup started ${await formatSiteDateTime(failure.startedAt)} failed: ${failure.error}`,
    link: '/admin/settings',
  });
}
