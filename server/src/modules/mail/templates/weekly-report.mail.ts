/** The weekly report for administrators: each figure of the last complete week against the week before. */
import type { ServerMessage } from '../../../i18n/message.js';
import { defineMail, type MailContext } from './mail-template.js';

type FigureKey = 'users' | 'enrollments' | 'revenue' | 'applications' | 'messages';
type Figure = { key: FigureKey; thisWeek: number; previousWeek: number; changePercent: number | null; money: boolean };
type Data = { week: { start: Date; end: Date }; figures: readonly Figure[] };

const FIGURE_NAME: Record<FigureKey, ServerMessage> = {
  users: /*i18n*/ { message: 'New users' },
  enrollments: /*i18n*/ { message: 'Enrollments' },
  revenue: /*i18n*/ { message: 'Revenue' },
  applications: /*i18n*/ { message: 'Applications' },
  messages: /*i18n*/ { message: 'Messages' },
};

/** "previous week 12, +25%" ("no change", "new this week" when nothing the week before, "none either week"). */
function change(figure: Figure, ctx: MailContext): ServerMessage {
  const { changePercent: percent } = figure;
  const delta: ServerMessage | string =
    percent === null
      ? figure.thisWeek > 0
        ? /*i18n*/ { message: 'new this week' }
        : /*i18n*/ { message: 'none either week' }
      : percent === 0
        ? /*i18n*/ { message: 'no change' }
        : new Intl.NumberFormat(ctx.language, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(percent / 100);
  return /*i18n*/ { message: 'previous week {previous}, {change}', values: { previous: value(figure, figure.previousWeek, ctx), change: delta } };
}

const value = (figure: Figure, n: number, ctx: MailContext): string => (figure.money ? ctx.money(n) : ctx.count(n));

export const weeklyReportMail = defineMail<Data>({
  name: 'weekly-report',
  sample: () => ({
    // Monday to Sunday wherever the site is, from UTC-10 to UTC+10.
    week: { start: new Date('2026-03-09T10:00:00Z'), end: new Date('2026-03-15T14:00:00Z') },
    figures: [
      { key: 'users', thisWeek: 24, previousWeek: 18, changePercent: 33, money: false },
      { key: 'enrollments', thisWeek: 9, previousWeek: 12, changePercent: -25, money: false },
      { key: 'revenue', thisWeek: 4491, previousWeek: 5988, changePercent: -25, money: true },
      { key: 'applications', thisWeek: 3, previousWeek: 0, changePercent: null, money: false },
      { key: 'messages', thisWeek: 0, previousWeek: 0, changePercent: null, money: false },
    ],
  }),
  compose: ({ week, figures }, ctx) => {
    const from = ctx.date(week.start, { weekday: true });
    const to = ctx.date(new Date(week.end.getTime() - 1), { weekday: true });
    return {
      subject: /*i18n*/ { message: '{siteName} weekly report: {from} to {to}', values: { siteName: ctx.siteName, from, to } },
      heading: /*i18n*/ { message: 'Your weekly report' },
      preview: /*i18n*/ { message: '{from} to {to}, compared with the week before.', values: { from, to } },
      blocks: [
        { kind: 'paragraph', text: /*i18n*/ { message: 'The week from {from} to {to} ({timezone}), compared with the week before.', values: { from, to, timezone: ctx.timezone } } },
        { kind: 'facts', rows: figures.map((figure) => ({ label: FIGURE_NAME[figure.key], value: value(figure, figure.thisWeek, ctx), note: change(figure, ctx) })) },
        { kind: 'button', label: /*i18n*/ { message: 'Open the dashboard' }, url: ctx.link('/admin') },
        { kind: 'link', label: /*i18n*/ { message: 'Weekly Reports can be turned off in System Settings › Notifications:' }, url: ctx.link('/admin/settings') },
      ],
      reason: /*i18n*/ { message: 'You get this e-mail because you are an administrator and Weekly Reports are on.' },
    };
  },
});
