/**
 * A failed backup is a system alert (issue 13, Notifications → System Alerts). The alerts module
 * (modules/alerts, another branch) is not on main yet, so the failure is published on the event
 * bus as `backup.failed` (ids only, as every event); the alerts module subscribes to it, or this
 * one function becomes its `raiseSystemAlert(...)` call when it lands.
 */
import { publishEvent } from '../events/event-bus.js';

export function raiseBackupFailed(failure: { backupId: string; error: string }): void {
  publishEvent({ topic: 'backup.failed', backupId: failure.backupId });
}
