/**
 * A failed backup is a system alert (System Settings › Notifications › System Alerts): staff are told by
 * the alerts module, and the failure is published on the event bus as `backup.failed` (ids only,
 * as every event) for any live listener.
 */
import type { AppDeps } from '../../app-deps.js';
import { alertBackupFailed } from '../alerts/index.js';
import { runInBackground } from '../auth/index.js';
import { publishEvent } from '../events/index.js';

export function raiseBackupFailed(deps: AppDeps, failure: { backupId: string; error: string; startedAt: Date }): void {
  publishEvent({ topic: 'backup.failed', backupId: failure.backupId });
  runInBackground(deps.log, 'the failed-backup alert', () => alertBackupFailed(deps, failure));
}
