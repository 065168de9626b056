/**
 * An e-mail that could not be delivered (refused, or its last try spent) is a system alert. Mail
 * announces it through its hook (mail.hooks.ts); the app subscribes this once when it is built.
 */
import type { AppDeps } from '../../app-deps.js';
import { onMailUndelivered, type UndeliveredMail } from '../mail/index.js';
import { ALERT_MESSAGES } from './alerts.messages.js';
import { raiseSystemAlert } from './system-alert.js';

let subscribed = false;

async function alertMailFailed(deps: AppDeps, mail: UndeliveredMail): Promise<void> {
  await raiseSystemAlert(deps, {
    kind: 'mail-failed',
    key: `mail-failed:${mail.id}:${mail.attempts.toString()}`,
    title: ALERT_MESSAGES.mailFailed.title,
    message: ALERT_MESSAGES.mailFailed.message(mail.subject, mail.to, mail.attempts, mail.error),
    link: '/admin/outbox?state=failed',
  });
}

/** Subscribes once per process (the test harness builds several apps in one process). */
export function alertOnUndeliveredMail(): void {
  if (subscribed) return;
  subscribed = true;
  onMailUndelivered(alertMailFailed);
}
