/**
 * Repeated sign-in lockouts are a system alert. "Repeated" means either
 * - the lockout of a staff account (an administrator or editor): one is enough, since a locked
 *   staff account is what an attacker would aim at; at most one alert per account and hour; or
 * - LOCKOUTS_REPEATED lockouts within the last hour, across all accounts (and unknown e-mails):
 *   someone is guessing at many accounts; at most one such alert per hour.
 * Lockouts are counted from the activity log, where each one is recorded, so every app process
 * counts the same ones.
 */
import type { AppDeps } from '../../app-deps.js';
import { activityFigures } from '../activity/index.js';
import { STAFF_ROLES, type UserDoc } from '../users/index.js';
import { ALERT_MESSAGES } from './alerts.messages.js';
import { raiseSystemAlert } from './system-alert.js';

export const LOCKOUTS_REPEATED = 3;
const HOUR_MS = 60 * 60_000;

/** Called after a lockout has been recorded in the activity log. */
export async function alertOnLockout(deps: AppDeps, user: Pick<UserDoc, '_id' | 'name' | 'email' | 'role'> | null, at = new Date()): Promise<void> {
  const hour = Math.floor(at.getTime() / HOUR_MS).toString();
  if (user && (STAFF_ROLES as readonly string[]).includes(user.role)) {
    await raiseSystemAlert(deps, {
      kind: 'lockouts',
      key: `lockout:${user._id.toString()}:${hour}`,
      title: ALERT_MESSAGES.staffLocked.title,
      message: ALERT_MESSAGES.staffLocked.message(user.role, user.name, user.email),
      link: '/admin/activity',
    });
    return;
  }
  const lastHour = await activityFigures.count({ action: 'lockout', at: { $gt: new Date(at.getTime() - HOUR_MS), $lte: at } });
  if (lastHour < LOCKOUTS_REPEATED) return;
  await raiseSystemAlert(deps, {
    kind: 'lockouts',
    key: `lockouts:${hour}`,
    title: ALERT_MESSAGES.lockoutsRepeated.title,
    message: ALERT_MESSAGES.lockoutsRepeated.message(lastHour),
    link: '/admin/activity',
  });
}
