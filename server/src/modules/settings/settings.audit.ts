/**
 * Every change to the system settings is recorded with its before and after values.
 *
 * ACTIVITY-LOG CALL SITE: the activity log (server/src/modules/activity/) has not landed on main
 * yet. Until it does, the change goes to the server log; when it lands, this function's body
 * becomes the one call to it, and settings.service.ts stays as it is.
 */
import type { Logger } from '../../logger.js';
import type { Actor } from '../auth/actor.js';

export type SettingsDiff = Record<string, { before: unknown; after: unknown }>;

/** The fields that differ, keyed `group.field`, so a record shows only what changed. */
export function diffSettings(before: Record<string, Record<string, unknown>>, after: Record<string, Record<string, unknown>>): SettingsDiff {
  const diff: SettingsDiff = {};
  for (const [group, values] of Object.entries(after)) {
    for (const [field, value] of Object.entries(values)) {
      const old = before[group]?.[field];
      if (old !== value) diff[`${group}.${field}`] = { before: old, after: value };
    }
  }
  return diff;
}

export function recordSettingsChange(log: Logger, actor: Actor, action: 'settings.update' | 'settings.reset', diff: SettingsDiff): Promise<void> {
  if (Object.keys(diff).length === 0) return Promise.resolve();
  log.info({ activity: { action, actorId: actor.id, actorName: actor.name, changes: diff } }, `${actor.name} changed the system settings`);
  return Promise.resolve();
}
