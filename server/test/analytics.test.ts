/** Analytics figures for one period and the one before, on a known data set with hand-computed expectations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/actor.js';
import { getAnalytics } from '../src/modules/dashboards/analytics.service.js';
import { clearSettingsCache } from '../src/modules/settings/settings.service.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { insertApplications, insertCourse, insertEnrollments, insertJob, insertJobViewDays, insertSignIns, insertUsers, setSiteTimezone, fromBothSources } from './insights-fixtures.js';

let t: TestServer;
let admin: { id: string; token: string };
let actor: Actor;

// Last 7 days at noon UTC on 10 March: 4-10 March; the previous period 25 February - 3 March.
const NOW = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
  actor = { id: admin.id, role: 'admin', name: 'Admin', email: 'a@example.com' };
  await setSiteTimezone('UTC');
  clearSettingsCache();
  const ids = await insertUsers([
    { createdAt: '2026-03-05T09:00:00Z' }, // u1: in the period, enrolls
    { createdAt: '2026-03-10T08:00:00Z' }, // u2: in the period, applies
    { createdAt: '2026-03-01T09:00:00Z' }, // u3: previous period, enrolls
    { createdAt: '2026-02-20T09:00:00Z' }, // u4: before both
    { createdAt: '2026-03-07T09:00:00Z' }, // u5: in the period, does nothing
  ]);
  const [u1, u2, u3] = [ids[0]!, ids[1]!, ids[2]!];
  const a = await insertCourse('Intro to ML');
  const b = await insertCourse('Deep Learning');
  await insertEnrollments([
    { user: u1, course: a, enrolledAt: '2026-03-05T10:00:00Z', paymentStatus: 'completed', amount: 100, paidAt: '2026-03-05T10:00:00Z', completedAt: '2026-03-09T10:00:00Z' },
    { user: u3, course: b, enrolledAt: '2026-02-27T10:00:00Z', paymentStatus: 'completed', amount: 60, paidAt: '2026-02-27T10:00:00Z' },
  ]);
  const job = await insertJob('ML Engineer');
  await insertApplications([
    { job, applicant: u2, status: 'offered', createdAt: '2026-03-09T10:00:00Z', history: ['submitted', 'reviewing', 'interviewing', 'offered'] },
    { job, applicant: u1, status: 'rejected', createdAt: '2026-03-06T10:00:00Z', history: ['submitted', 'interviewing', 'rejected'] },
  ]);
  await insertJobViewDays([
    { job, date: '2026-03-05T00:00:00Z', count: 10 },
    { job, date: '2026-03-01T00:00:00Z', count: 4 },
  ]);
  await insertSignIns([
    { user: u1, at: '2026-03-05T10:00:00Z' },
    { user: u1, at: '2026-03-06T10:00:00Z' },
    { user: u2, at: '2026-03-09T10:00:00Z' },
    { user: u3, at: '2026-02-26T10:00:00Z' },
  ]);
});
afterAll(() => t.close());

describe('analytics of the last 7 days', () => {
  it('computes each card against the previous 7 days', async () => {
    const a = await fromBothSources((source) => getAnalytics(actor, '7d', NOW, source));
    expect(a.start.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(a.end.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(a.totalUsers).toEqual({ value: 5, previous: 2, changePercent: 150 });
    expect(a.activeUsers).toEqual({ value: 2, previous: 1, changePercent: 100 });
    expect(a.totalRevenue).toEqual({ value: 100, previous: 60, changePercent: 67 });
    // 2 of the 3 accounts opened in the period enrolled or applied; before, 1 of 1.
    expect(a.conversionRate).toEqual({ value: 66.7, previous: 100, changePercent: -33 });
  });

  it('titles each course funnel with its own course', async () => {
    // Last 30 days: Deep Learning (27 Feb) and Intro to ML (5 Mar), one enrollment each.
    const a = await fromBothSources((source) => getAnalytics(actor, '30d', NOW, source));
    expect(a.courseFunnels.map((f) => f.title).sort()).toEqual(['Deep Learning', 'Intro to ML']);
  });

  it('charts by day, and ranks and funnels courses and jobs', async () => {
    const a = await fromBothSources((source) => getAnalytics(actor, '7d', NOW, source));
    expect(a.userGrowth.map((b) => b.label)).toEqual(['Mar 4', 'Mar 5', 'Mar 6', 'Mar 7', 'Mar 8', 'Mar 9', 'Mar 10']);
    expect(a.userGrowth.map((b) => b.value)).toEqual([0, 1, 0, 1, 0, 0, 1]);
    expect(a.revenue.map((b) => b.value)).toEqual([0, 100, 0, 0, 0, 0, 0]);
    expect(a.topCourses).toEqual([{ courseId: expect.any(String), title: 'Intro to ML', enrollments: 1 }]);
    expect(a.courseFunnels).toEqual([{ courseId: expect.any(String), title: 'Intro to ML', enrollments: 1, paid: 1, completed: 1 }]);
    expect(a.jobFunnels).toEqual([{ jobId: expect.any(String), title: 'ML Engineer', views: 10, applications: 2, interviewing: 2, offered: 1, hired: 0 }]);
  });

  it('charts a year by month in the site’s zone, and names a wrong period', async () => {
    await setSiteTimezone('Eastern Time');
    clearSettingsCache();
    const year = await fromBothSources((source) => getAnalytics(actor, '1y', NOW, source));
    expect(year.userGrowth).toHaveLength(12);
    expect(year.userGrowth.at(-1)?.label).toBe('Mar 2026');
    expect(year.userGrowth.at(-1)?.start.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    // u3 (1 March 09:00 UTC = 04:00 in New York) falls in March there; u4 in February.
    expect(year.userGrowth.slice(-2).map((b) => b.value)).toEqual([1, 4]);
    const res = await t.gql(`{ analytics(period: "2w") { period } }`, {}, admin.token);
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ period: 'Period must be one of 7d, 30d, 90d, 1y' });
    await setSiteTimezone('UTC');
    clearSettingsCache();
  });
});
