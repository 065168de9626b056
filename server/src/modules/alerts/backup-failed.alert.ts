/** A failed backup (scheduled or "Back up now") is a system alert. */
import type { AppDeps } from '../../app-deps.js';
import { siteDateTime } from '../settings/index.js';
import { ALERT_MESSAGES } from './alerts.messages.js';
import { raiseSystemAlert } from './system-alert.js';

export async function alertBackupFailed(deps: AppDeps, failure: { backupId: string; error: string; startedAt: Date }): Promise<void> {
  await raiseSystemAlert(deps, {
    kind: 'backup-failed',
    key: `backup-failed:${failure.backupId}`,
    title: ALERT_MESSAGES.backupFailed.title,
    message: ALERT_MESSAGES.backupFailed.message(await siteDateTime(failure.startedAt), failure.error),
    link: '/admin/settings',
  });
}
