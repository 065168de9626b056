/**
 * The Admin Dashboard's figures against a known data set, with hand-computed expectations — at a
 * month boundary that falls differently in UTC and in New York.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSettingsCache } from '../src/modules/settings/settings.service.js';
import { getDashboardStats } from '../src/modules/dashboards/dashboard.service.js';
import type { Actor } from '../src/core/actor.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { insertApplications, insertCourse, insertEnrollments, insertJob, insertUsers, setSiteTimezone, fromBothSources } from './insights-fixtures.js';

let t: TestServer;
let admin: { id: string; token: string };
let actor: Actor;

// 03:00 UTC on 1 March is still 22:00 on 28 February in New York (UTC-5).
const NOW = new Date('2026-03-01T03:00:00Z');

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ana Ruiz' });
  actor = { id: admin.id, role: 'admin', name: 'Ana Ruiz', email: 'ana@example.com' };
  const [u1, u2, u3] = await insertUsers([
    { createdAt: '2026-02-28T23:00:00Z' }, // Feb in both zones
    { createdAt: '2026-03-01T01:00:00Z' }, // March in UTC, February in New York
    { createdAt: '2026-02-01T03:00:00Z' }, // February in UTC, January in New York
    { createdAt: '2026-01-31T23:30:00Z' }, // January in both
  ]);
  const course = await insertCourse('Intro to ML');
  const other = await insertCourse('Deep Learning');
  const [user1, user2, user3] = [u1!, u2!, u3!];
  await insertEnrollments([
    { user: user1, course, enrolledAt: '2026-02-27T10:00:00Z', paymentStatus: 'completed', amount: 100, paidAt: '2026-03-01T02:00:00Z', completedAt: '2026-03-01T02:30:00Z' },
    { user: user2, course, enrolledAt: '2026-02-10T10:00:00Z', paymentStatus: 'completed', amount: 200, paidAt: '2026-02-15T00:00:00Z', completedAt: '2026-02-20T00:00:00Z' },
    { user: user1, course: other, enrolledAt: '2026-01-10T10:00:00Z', paymentStatus: 'completed', amount: 50, paidAt: '2026-01-20T00:00:00Z' },
    { user: user2, course: other, enrolledAt: '2026-02-28T10:00:00Z', paymentStatus: 'pending', amount: 400 },
    { user: user3, course, enrolledAt: '2026-02-28T11:00:00Z', paymentStatus: 'failed', amount: 30 },
  ]);
  const open = await insertJob('ML Engineer');
  await insertJob('Old posting', { deadline: new Date('2020-01-01') });
  await insertJob('Draft posting', { status: 'draft' });
  await insertApplications([
    { job: open, applicant: user1, status: 'submitted', createdAt: '2026-02-01T00:00:00Z' },
    { job: open, applicant: user2, status: 'interviewing', createdAt: '2026-02-02T00:00:00Z' },
    { job: open, applicant: admin.id as never, status: 'hired', createdAt: '2026-02-03T00:00:00Z' },
  ]);
});
afterAll(() => t.close());

describe('dashboard stat cards', () => {
  it('counts in UTC: March has begun', async () => {
    await setSiteTimezone('UTC');
    clearSettingsCache();
    expect(await fromBothSources((source) => getDashboardStats(actor, NOW, source))).toEqual({
      totalUsers: 5, // four fixtures and the admin
      newUsersThisMonth: 1,
      totalCourses: 2,
      completedCourses: 2,
      totalJobs: 3,
      activeJobs: 1,
      pendingApplications: 2,
      totalRevenue: 350,
      revenueThisMonth: 100,
      revenueLastMonth: 200,
      revenueChangePercent: -50,
      timezone: 'UTC',
    });
  });

  it('counts in the site’s zone: in New York it is still February', async () => {
    await setSiteTimezone('Eastern Time');
    clearSettingsCache();
    expect(await fromBothSources((source) => getDashboardStats(actor, NOW, source))).toMatchObject({
      newUsersThisMonth: 2,
      revenueThisMonth: 300,
      revenueLastMonth: 50,
      revenueChangePercent: 500,
      timezone: 'America/New_York',
    });
  });

  it('has no change to show when last month earned nothing', async () => {
    await setSiteTimezone('UTC');
    clearSettingsCache();
    const april = await fromBothSources((source) => getDashboardStats(actor, new Date('2026-04-10T00:00:00Z'), source));
    expect(april).toMatchObject({ revenueThisMonth: 0, revenueLastMonth: 100, revenueChangePercent: -100 });
    const may = await fromBothSources((source) => getDashboardStats(actor, new Date('2026-05-10T00:00:00Z'), source));
    expect(may).toMatchObject({ revenueThisMonth: 0, revenueLastMonth: 0, revenueChangePercent: null });
  });

  it('lists user, course (enrollments and payments included), job and application events as Recent Activity, newest first; no sign-ins or messages', async () => {
    const entry = (at: string, entityType: string, action: string, summary: string) => ({ at: new Date(at), actorName: 'Ana Ruiz', actorRole: 'admin', action, entityType, entityId: 'x', summary, status: 'success', changes: [] });
    await mongoose.connection.collection('activities').insertMany([
      entry('2030-01-01T10:00:00Z', 'user', 'create', 'Sam Student registered as a student'),
      entry('2030-01-01T10:01:00Z', 'user', 'sign-in', 'Sam Student signed in'),
      entry('2030-01-01T10:02:00Z', 'enrollment', 'create', 'Sam Student enrolled in Intro to ML'),
      entry('2030-01-01T10:03:00Z', 'contact-message', 'create', 'Ada sent a message: Hello'),
      entry('2030-01-01T10:04:00Z', 'enrollment', 'status-change', 'Ana Ruiz marked the payment of Sam Student for Intro to ML as completed'),
    ]);
    const res = await t.gql('{ recentActivity(limit: 3) { entityType summary } }', {}, admin.token);
    expect(res.body.data.recentActivity).toEqual([
      { entityType: 'enrollment', summary: 'Ana Ruiz marked the payment of Sam Student for Intro to ML as completed' },
      { entityType: 'enrollment', summary: 'Sam Student enrolled in Intro to ML' },
      { entityType: 'user', summary: 'Sam Student registered as a student' },
    ]);
    await mongoose.connection.collection('activities').deleteMany({ at: { $gte: new Date('2030-01-01T00:00:00Z') } });
  });

  it('answers staff over GraphQL, with system status and recent activity; refuses students', async () => {
    const res = await t.gql(
      `{ dashboardStats { totalUsers totalRevenue } systemStatus { uptimeSeconds version databaseReachable databaseKind databaseVersion lastBackupAt } recentActivity { id } }`,
      {},
      admin.token,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.dashboardStats.totalRevenue).toBe(350);
    expect(res.body.data.systemStatus).toMatchObject({ version: '1.0.0', databaseReachable: true, databaseKind: 'embedded', lastBackupAt: null });
    expect(typeof res.body.data.systemStatus.databaseVersion).toBe('string');
    const student = await t.userWithToken('student');
    expect((await t.gql(`{ dashboardStats { totalUsers } }`, {}, student.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
