/**
 * Weekly Reports (System Settings › Notifications): the report counts the last complete
 * week, Monday to Sunday in the site's time zone, against the week before; it is scheduled for
 * Monday 08:00 there and sent to every active administrator while the setting is on; "Send now"
 * sends it to the administrator who asks.
 *
 * The data set sits in Pacific Time around the weeks of 2 and 9 March 2026; daylight saving starts
 * on Sunday 8 March, so the weeks start at 08:00 UTC (2 March) and 07:00 UTC (9 and 16 March).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeeklyReport } from '../src/modules/reports/weekly-report.js';
import { weeklyReportMail } from '../src/modules/mail/index.js';
import { renderMail } from '../src/modules/mail/templates/render-mail.js';
import { WEEKLY_REPORT_JOB, syncWeeklyReportSchedule } from '../src/modules/reports/weekly-report.schedule.js';
import { scheduler } from '../src/modules/scheduler/scheduler.js';
import { wallClock, waitForNextRun } from './helpers/schedule.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let dataDir: string;
let admin: { token: string; id: string; email: string };
let secondAdmin: { email: string };
let editor: { token: string; email: string };

/** Monday 16 March 2026, 08:00 in Los Angeles: the report covers 9–15 March against 2–8 March. */
const MONDAY_MORNING = new Date('2026-03-16T15:00:00Z');

const at = (iso: string) => new Date(iso);
const id = () => new mongoose.Types.ObjectId();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'weekly-report-'));
  t = await startTestServer({ DATA_DIR: dataDir });
  admin = await t.userWithToken('admin', { name: 'Ada Admin' });
  secondAdmin = await t.userWithToken('admin', { name: 'Alan Admin' });
  editor = await t.userWithToken('editor');
  await t.userWithToken('admin', { status: 'suspended' });
  const res = await t.gql('mutation { updateSystemSettings(input: { general: { timezone: "America/Los_Angeles", siteName: "Acme AI" } }) { updatedAt } }', {}, admin.token);
  expect(res.body.errors).toBeUndefined();

  const db = mongoose.connection;
  const user = (createdAt: Date) => ({ _id: id(), name: 'Someone', email: `u-${id().toString()}@example.com`, role: 'student', status: 'active', passwordHash: 'x', createdAt, updatedAt: createdAt });
  await db.collection('users').insertMany([
    user(at('2026-03-02T07:59:00Z')), // Sunday 1 March 23:59 PST: before both weeks
    user(at('2026-03-02T08:00:00Z')), // Monday 2 March 00:00 PST: previous week
    user(at('2026-03-09T06:30:00Z')), // Sunday 8 March 23:30 PDT (Monday in UTC): previous week
    user(at('2026-03-09T07:30:00Z')), // Monday 9 March 00:30 PDT: last week
    user(at('2026-03-12T12:00:00Z')), // last week
    user(at('2026-03-16T06:59:00Z')), // Sunday 15 March 23:59 PDT: last week
    user(at('2026-03-16T07:00:00Z')), // Monday 16 March 00:00 PDT: this (unfinished) week, not reported
  ]);
  const enrollment = (enrollmentDate: Date, payment?: { status: string; amount: number; paidAt: Date }) => ({
    _id: id(),
    user: id(),
    course: id(),
    enrollmentDate,
    progress: 0,
    paymentStatus: payment?.status ?? 'pending',
    paymentAmount: payment?.amount ?? 0,
    paidAt: payment?.status === 'completed' ? payment.paidAt : null,
    createdAt: enrollmentDate,
    updatedAt: enrollmentDate,
  });
  await db.collection('enrollments').insertMany([
    // Enrolled in the previous week, paid in the last one: counts as a previous-week enrollment and last week's revenue.
    enrollment(at('2026-03-05T18:00:00Z'), { status: 'completed', amount: 100, paidAt: at('2026-03-10T18:00:00Z') }),
    enrollment(at('2026-03-08T20:00:00Z'), { status: 'completed', amount: 200, paidAt: at('2026-03-08T20:00:00Z') }),
    enrollment(at('2026-03-16T05:00:00Z'), { status: 'completed', amount: 250.5, paidAt: at('2026-03-16T05:00:00Z') }),
    enrollment(at('2026-03-14T05:00:00Z'), { status: 'pending', amount: 999, paidAt: at('2026-03-14T05:00:00Z') }),
  ]);
  const dated = (createdAt: Date) => ({ _id: id(), createdAt, updatedAt: createdAt });
  const application = (createdAt: Date) => ({ ...dated(createdAt), job: id(), applicant: id() });
  await db.collection('job_applications').insertMany([application(at('2026-03-03T12:00:00Z')), application(at('2026-03-04T12:00:00Z')), application(at('2026-03-09T06:59:59Z'))]);
  await db.collection('contact_messages').insertMany([
    dated(at('2026-03-09T07:00:00Z')),
    dated(at('2026-03-10T12:00:00Z')),
    dated(at('2026-03-11T12:00:00Z')),
    dated(at('2026-03-15T23:00:00Z')),
    dated(at('2026-03-16T08:00:00Z')),
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the weekly report', () => {
  it('counts the last complete week in the site time zone against the week before', async () => {
    const report = await buildWeeklyReport(MONDAY_MORNING);
    expect(report.timezone).toBe('America/Los_Angeles');
    expect(report.week).toEqual({ start: at('2026-03-09T07:00:00Z'), end: at('2026-03-16T07:00:00Z') });
    expect(report.previousWeek).toEqual({ start: at('2026-03-02T08:00:00Z'), end: at('2026-03-09T07:00:00Z') });
    // The three test administrators and the editor were created today, outside both weeks.
    expect(report.figures.map(({ label, thisWeek, previousWeek, changePercent }) => ({ label, thisWeek, previousWeek, changePercent }))).toEqual([
      { label: 'New users', thisWeek: 3, previousWeek: 2, changePercent: 50 },
      { label: 'Enrollments', thisWeek: 2, previousWeek: 2, changePercent: 0 },
      { label: 'Revenue', thisWeek: 350.5, previousWeek: 200, changePercent: 75 },
      { label: 'Applications', thisWeek: 0, previousWeek: 3, changePercent: -100 },
      { label: 'Messages', thisWeek: 4, previousWeek: 0, changePercent: null },
    ]);

    const site = { siteName: 'Acme AI', siteDescription: '', contactEmail: 'info@acme.example', timezone: report.timezone, defaultLanguage: 'en' as const, publicUrl: t.config.publicUrl };
    const mail = await renderMail(weeklyReportMail, report, site, 'en');
    expect(mail.subject).toBe('Acme AI weekly report: Monday, March 9, 2026 to Sunday, March 15, 2026');
    expect(mail.text).toContain('New users: 3 (previous week 2, +50%)');
    expect(mail.html).toContain('previous week 2, +50%');
    expect(mail.text).toContain('Enrollments: 2 (previous week 2, no change)');
    expect(mail.text).toContain('Revenue: $350.50 (previous week $200.00, +75%)');
    expect(mail.text).toContain('Applications: 0 (previous week 3, -100%)');
    expect(mail.text).toContain('Messages: 4 (previous week 0, new this week)');
  });

  it('"Send now" mails the report to the administrator who asks, and only administrators may', async () => {
    const res = await t.gql('mutation { sendWeeklyReportNow }', {}, admin.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sendWeeklyReportNow).toBe(admin.email);
    const [mail] = t.sentMails(admin.email);
    expect(mail?.subject).toMatch(/^Acme AI weekly report: Monday, .+ to Sunday, /);
    expect(mail?.text).toMatch(/New users: \d+ \(previous week \d+, /);
    expect(t.sentMails(secondAdmin.email)).toEqual([]);

    const refused = await t.gql('mutation { sendWeeklyReportNow }', {}, editor.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(t.sentMails(editor.email)).toEqual([]);

    // The REST twin.
    const rest = await t.rest('POST', '/settings/weekly-report', undefined, admin.token);
    expect(rest).toMatchObject({ status: 200, body: { data: { sentTo: admin.email } } });
    expect(t.sentMails(admin.email)).toHaveLength(2);
    expect((await t.rest('POST', '/settings/weekly-report', undefined, editor.token)).status).toBe(403);
  });
});

describe('the schedule', () => {
  it('runs on Monday at 08:00 in the site time zone, moves with the time zone, and mails every active administrator', async () => {
    const next = await syncWeeklyReportSchedule();
    expect(wallClock(next!, 'America/Los_Angeles')).toBe('Mon 08:00');

    await t.gql('mutation { updateSystemSettings(input: { general: { timezone: "America/New_York" } }) { updatedAt } }', {}, admin.token);
    const moved = await waitForNextRun(WEEKLY_REPORT_JOB, (d) => wallClock(d, 'America/New_York') === 'Mon 08:00');
    expect(moved.getTime()).not.toBe(next!.getTime());

    const before = { admin: t.sentMails(admin.email).length, second: t.sentMails(secondAdmin.email).length, editor: t.sentMails(editor.email).length };
    const runs = (await scheduler().runDue(t.deps, moved)).filter((r) => r.name === WEEKLY_REPORT_JOB);
    expect(runs).toEqual([{ name: WEEKLY_REPORT_JOB, ok: true }]);
    expect(t.sentMails(admin.email)).toHaveLength(before.admin + 1);
    expect(t.sentMails(secondAdmin.email)).toHaveLength(before.second + 1);
    expect(t.sentMails(editor.email)).toHaveLength(before.editor);
  });

  it('sends nothing while Weekly Reports is off', async () => {
    await t.gql('mutation { updateSystemSettings(input: { notifications: { weeklyReports: false } }) { updatedAt } }', {}, admin.token);
    const before = t.sentMails(admin.email).length;
    await scheduler().runNow(WEEKLY_REPORT_JOB);
    const runs = (await scheduler().runDue(t.deps, new Date(Date.now() + 1000))).filter((r) => r.name === WEEKLY_REPORT_JOB);
    expect(runs).toEqual([{ name: WEEKLY_REPORT_JOB, ok: true }]);
    expect(t.sentMails(admin.email)).toHaveLength(before);
  });
});
