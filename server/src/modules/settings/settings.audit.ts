/**
 * Every change to the system settings goes into the activity log, with before and after values,
 * inside the transaction of the write. Settings are flattened to `group.field` keys so the log
 * lists each changed setting on its own; the summary names them too, because the log keeps any
 * field named like a secret out (Password Policy among them) and a reader should still see it.
 */
import type { ClientSession } from 'mongoose';
import { recordActivity } from '../activity/index.js';
import type { Actor } from '../../core/actor.js';

type Groups = Record<string, Record<string, unknown>>;

export function flattenSettings(settings: Groups): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [group, values] of Object.entries(settings)) for (const [field, value] of Object.entries(values)) flat[`${group}.${field}`] = value;
  return flat;
}

export function changedSettings(before: Groups, after: Groups): string[] {
  const a = flattenSettings(before);
  const b = flattenSettings(after);
  // Compared as JSON: a list (Social Profiles) read twice is two arrays with the same items.
  return Object.keys(b).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

export async function recordSettingsChange(actor: Actor, action: 'update' | 'reset', before: Groups, after: Groups, session: ClientSession): Promise<void> {
  const changed = changedSettings(before, after);
  if (changed.length === 0) return;
  const a = flattenSettings(before);
  const b = flattenSettings(after);
  const details = changed.map((key) => `${key}: ${JSON.stringify(a[key])} → ${JSON.stringify(b[key])}`).join('; ');
  const summary = /*i18n*/ ({
    message: '{actor} {action, select, reset {reset the system settings to their defaults} other {changed the system settings}} ({details})',
    values: { actor: actor.name, action, details },
  });
  await recordActivity(
    { actor, action: 'update', entityType: 'settings', entityId: 'system', summary, before: a, after: b, link: '/admin/settings' },
    session,
  );
}
