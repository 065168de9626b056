/** The weekly report as an e-mail: one line per figure, with its change against the week before. */
import type { Config } from '../../config.js';
import { appLink } from '../mail/mailer.js';
import type { WeeklyFigure, WeeklyReport } from './weekly-report.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

function value(figure: WeeklyFigure, n: number): string {
  return figure.money ? money.format(n) : count.format(n);
}

/** "+25%", "-10%", "no change", "new this week" (nothing the week before) or "none either week". */
export function changeText(figure: WeeklyFigure): string {
  if (figure.changePercent !== null) return figure.changePercent === 0 ? 'no change' : `${figure.changePercent > 0 ? '+' : ''}${figure.changePercent.toString()}%`;
  return figure.thisWeek > 0 ? 'new this week' : 'none either week';
}

/** "Monday, March 2, 2026": the day of `at` in the site's zone. */
function day(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: timezone }).format(at);
}

/** `config`: where the links point (PUBLIC_URL). */
export function weeklyReportMail(config: Pick<Config, 'publicUrl'>, report: WeeklyReport, siteName: string): { subject: string; text: string } {
  const { week, timezone } = report;
  const lastDay = new Date(week.end.getTime() - 1);
  const lines = report.figures.map((f) => `${f.label}: ${value(f, f.thisWeek)} (previous week ${value(f, f.previousWeek)}, ${changeText(f)})`);
  return {
    subject: `${siteName} weekly report: ${day(week.start, timezone)} to ${day(lastDay, timezone)}`,
    text: [
      `Weekly report for ${siteName}, ${day(week.start, timezone)} to ${day(lastDay, timezone)} (${timezone}), compared with the week before.`,
      '',
      ...lines,
      '',
      `The dashboard: ${appLink(config, '/admin')}`,
      `Weekly Reports can be turned off in System Settings › Notifications: ${appLink(config, '/admin/settings')}`,
    ].join('\n'),
  };
}
