/**
 * Payments completed before enrollments had a payment date: monthly revenue counts them once the
 * start-up backfill has dated them at their enrollment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/actor.js';
import { backfillPaidAt } from '../src/modules/courses/paid-at.backfill.js';
import { EnrollmentModel } from '../src/modules/courses/enrollment.model.js';
import { getDashboardStats } from '../src/modules/dashboards/dashboard.service.js';
import { clearSettingsCache } from '../src/modules/settings/settings.service.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { insertCourse, insertEnrollments, insertUsers, setSiteTimezone } from './insights-fixtures.js';

const NOW = new Date('2026-03-15T12:00:00Z');
let t: TestServer;
let actor: Actor;

beforeAll(async () => {
  t = await startTestServer();
  const admin = await t.userWithToken('admin');
  actor = { id: admin.id, role: 'admin', name: 'Admin', email: 'a@example.com' };
  await setSiteTimezone('UTC');
  clearSettingsCache();
});

afterAll(async () => {
  await t.close();
});

describe('paidAt backfill', () => {
  it('dates undated completed payments at their enrollment, so this and last month count them; pending ones stay undated', async () => {
    const [u1, u2, u3] = await insertUsers([{ createdAt: '2026-01-01T00:00:00Z' }, { createdAt: '2026-01-01T00:00:00Z' }, { createdAt: '2026-01-01T00:00:00Z' }]);
    const course = await insertCourse('Legacy course');
    await insertEnrollments([
      { user: u1!, course, enrolledAt: '2026-03-02T10:00:00Z', paymentStatus: 'completed', amount: 120 },
      { user: u2!, course, enrolledAt: '2026-02-20T10:00:00Z', paymentStatus: 'completed', amount: 80 },
      { user: u3!, course, enrolledAt: '2026-03-03T10:00:00Z', paymentStatus: 'pending', amount: 50 },
    ]);
    const before = await getDashboardStats(actor, NOW);
    expect({ total: before.totalRevenue, thisMonth: before.revenueThisMonth, lastMonth: before.revenueLastMonth }).toEqual({ total: 200, thisMonth: 0, lastMonth: 0 });

    expect(await backfillPaidAt(t.log)).toBe(2);
    const after = await getDashboardStats(actor, NOW);
    expect({ total: after.totalRevenue, thisMonth: after.revenueThisMonth, lastMonth: after.revenueLastMonth, change: after.revenueChangePercent }).toEqual({ total: 200, thisMonth: 120, lastMonth: 80, change: 50 });
    expect(await EnrollmentModel.countDocuments({ paymentStatus: 'pending', paidAt: { $exists: true } })).toBe(0);
    // Once dated, nothing is left to do.
    expect(await backfillPaidAt(t.log)).toBe(0);
  });
});
