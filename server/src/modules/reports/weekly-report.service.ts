/**
 * Sends the weekly report: on schedule to every active administrator while Weekly Reports is on,
 * and on demand ("Send now" in System Settings › Notifications) to the administrator who asks, as a
 * preview, whatever the setting.
 */
import type { AppDeps } from '../../app-deps.js';
import { requireAdmin, type Actor } from '../../core/actor.js';
import { sendMail, weeklyReportMail } from '../mail/index.js';
import { getSettings } from '../settings/index.js';
import { activeUsersOfRoles } from '../users/index.js';
import { buildWeeklyReport } from './weekly-report.js';

/** The scheduled run: answers how many administrators were sent the report (0 while the setting is off). */
export async function sendWeeklyReports(deps: AppDeps, now = new Date()): Promise<number> {
  const { notifications } = await getSettings();
  if (!notifications.weeklyReports) return 0;
  const admins = await activeUsersOfRoles(['admin'], ['email', 'language']);
  if (!admins.length) return 0;
  const report = await buildWeeklyReport(now);
  for (const admin of admins) await sendMail(deps, { to: admin.email, language: admin.language, template: weeklyReportMail, data: report });
  return admins.length;
}

/** "Send now": the report for the last complete week, to the administrator who asked; answers where it went. */
export async function sendWeeklyReportNow(deps: AppDeps, actor: Actor | null, now = new Date()): Promise<string> {
  const me = requireAdmin(actor, 'Only administrators can send the weekly report.');
  await sendMail(deps, { to: me.email, template: weeklyReportMail, data: await buildWeeklyReport(now) });
  return me.email;
}
