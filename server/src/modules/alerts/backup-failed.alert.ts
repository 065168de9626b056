/** A failed backup (scheduled or "Back up now") is a system alert. */
import type { AppDeps } from '../../app-deps.js';
import { formatSiteDateTime } from '../settings/site-time.js';
import { raiseSystemAlert } from './system-alert.js';

export async function alertBackupFailed(deps: AppDeps, failure: { backupId: string; error: string; startedAt: Date }): Promise<void> {
  await raiseSystemAlert(deps, {
    kind: 'backup-failed',
    key: `backup-failed:${failure.backupId}`,
    title: 'Backup failed',
    message: `The backup started ${await formatSiteDateTime(failure.startedAt)} failed: ${failure.error}`,
    link: '/admin/settings',
  });
}
