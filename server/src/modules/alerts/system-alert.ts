/**
 * System alerts (System Settings › Notifications › System Alerts): while the setting is on, every
 * active administrator and editor gets an in-app notification and the staff get an e-mail at the
 * Contact Email (where staff notifications go), whatever Email Notifications says: that switch
 * gates the everyday notices (new message, application...), this one gates alerts. Each staff member
 * reads an alert in their language, the e-mail is written in its recipient's; the alert's own record
 * (and the log) keep it in English.
 */
import { isDuplicateKeyError } from '../../core/errors.js';
import type { ServerMessage } from '../../i18n/message.js';
import { inEnglish } from '../../i18n/server-i18n.js';
import type { AppDeps } from '../../app-deps.js';
import { mailStaff, storeStaffNotifications } from '../notifications/index.js';
import { getSettings } from '../settings/index.js';
import { SystemAlertModel, type AlertKind } from './system-alert.model.js';

export { ALERT_MESSAGES } from './alerts.messages.js';

export type SystemAlert = {
  kind: AlertKind;
  /** One alert per key: the same occurrence raised twice (or by two processes) is announced once. */
  key: string;
  title: ServerMessage;
  message: ServerMessage;
  link?: string;
};

/** Answers true when this call announced the alert, false when it was off or raised already. */
export async function raiseSystemAlert(deps: AppDeps, alert: SystemAlert): Promise<boolean> {
  const on = (await getSettings()).notifications.systemAlerts;
  try {
    await SystemAlertModel.create({ key: alert.key, kind: alert.kind, title: inEnglish(alert.title), message: inEnglish(alert.message), sent: on });
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
  deps.log.warn({ alert: alert.kind, key: alert.key, sent: on }, inEnglish(alert.title));
  if (!on) return false;
  const notice = { title: alert.title, message: alert.message, ...(alert.link ? { link: alert.link } : {}) };
  await storeStaffNotifications(notice);
  await mailStaff(deps, notice, { alert: true });
  return true;
}
