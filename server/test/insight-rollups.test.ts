/**
 * The insight rollups follow every write path: after real service writes (register,
 * enroll, pay, complete, apply, status changes, delete a job and an account, sign in) they equal
 * what a rebuild computes from the records, and every figure answers the same from both sources.
 * A rolled-back write leaves them unchanged; a time-zone change rebuilds them for the new zone.
 */
import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/actor.js';
import { register } from '../src/modules/auth/registration.service.js';
import { CourseModel } from '../src/modules/courses/course.model.js';
import { enrollInCourse } from '../src/modules/courses/enrollment.service.js';
import { updateEnrollmentPayment } from '../src/modules/courses/payment.service.js';
import { setModuleCompleted } from '../src/modules/learning/progress.service.js';
import { getAnalytics } from '../src/modules/dashboards/analytics.service.js';
import { getDashboardStats } from '../src/modules/dashboards/dashboard.service.js';
import { InsightDayModel } from '../src/modules/insights/insight-day.model.js';
import { InsightStateModel, ROLLUP_STATE_ID } from '../src/modules/insights/insight-state.model.js';
import { applyRollupChange } from '../src/modules/insights/rollup-change.js';
import { computeRollups, rebuildRollups, settledRollups } from '../src/modules/dashboards/rollup-rebuild.js';
import { ROLLUPS_JOB, syncRollupSchedule } from '../src/modules/dashboards/rollups.schedule.js';
import { scheduler } from '../src/modules/scheduler/scheduler.js';
import { applyForJob, changeApplicationStatus } from '../src/modules/jobs/application.service.js';
import { deleteJob } from '../src/modules/jobs/job.service.js';
import { clearSettingsCache } from '../src/modules/settings/settings.service.js';
import { deleteUser } from '../src/modules/users/user.service.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { STRONG_PASSWORD, startTestServer, type TestServer } from './helpers/test-server.js';
import { insertCourse, insertEnrollments, insertJob, insertUsers, setSiteTimezone } from './insights-fixtures.js';

let t: TestServer;
let admin: Actor;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const resume = () => ({ buffer: PDF, originalname: 'cv.pdf', size: PDF.length });

/** The stored rollups of the state's zone, as comparable rows (zero counters left out). */
async function storedRollups(zone: string): Promise<string[]> {
  const docs = await InsightDayModel.find({ zone }).lean();
  return docs
    .map(({ kind, day, key, _id: _ignored, zone: _zone, ...counters }) => {
      const nonZero = Object.entries(counters).filter(([, v]) => typeof v === 'number' && v !== 0).sort();
      return nonZero.length ? `${kind}|${day.toISOString()}|${key ? String(key) : ''}|${JSON.stringify(nonZero)}` : null;
    })
    .filter((r): r is string => r !== null)
    .sort();
}

async function computedRollups(zone: string): Promise<string[]> {
  return (await computeRollups(zone))
    .map((c) => {
      const nonZero = Object.entries(c.counters).filter(([, v]) => v !== 0).sort();
      return nonZero.length ? `${c.kind}|${c.day.toISOString()}|${c.key ? String(c.key) : ''}|${JSON.stringify(nonZero)}` : null;
    })
    .filter((r): r is string => r !== null)
    .sort();
}

/** Rollups equal the records' aggregations, and each figure answers the same from both (no rebuild in between). */
async function expectInStep(): Promise<void> {
  const state = await InsightStateModel.findById(ROLLUP_STATE_ID).lean();
  expect(state?.zone).toBeTruthy();
  const zone = state?.zone ?? '';
  expect(await storedRollups(zone)).toEqual(await computedRollups(zone));
  const now = new Date();
  expect(await getDashboardStats(admin, now, 'rollups')).toEqual(await getDashboardStats(admin, now, 'direct'));
  for (const period of ['7d', '30d', '90d', '1y'] as const) {
    expect(await getAnalytics(admin, period, now, 'rollups')).toEqual(await getAnalytics(admin, period, now, 'direct'));
  }
}

async function registerAs(role: 'student' | 'applicant', name: string): Promise<Actor> {
  const email = `${name.toLowerCase()}-${new Types.ObjectId().toHexString()}@example.com`;
  const { user } = await register(t.deps, { name, email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, role, agreeToTerms: true }, '10.0.0.1');
  return { id: String(user._id), role, name, email };
}

beforeAll(async () => {
  t = await startTestServer();
  await setSiteTimezone('UTC');
  clearSettingsCache();
  const staff = await t.userWithToken('admin');
  admin = { id: staff.id, role: 'admin', name: 'Admin', email: staff.email };
  await rebuildRollups();
});
afterAll(async () => {
  await settledRollups();
  await t.close();
});

describe('insight rollups', () => {
  it('follow registrations, enrollments, payments, completions, applications, status changes, sign-ins and deletions', async () => {
    const paidCourse = await insertCourse('Paid course', 2);
    const freeCourse = await CourseModel.findByIdAndUpdate(await insertCourse('Free course', 1), { $set: { price: 0 } }, { returnDocument: 'after' }).lean();
    const job = await insertJob('ML Engineer');
    const otherJob = await insertJob('Data Engineer');
    // The fixtures above are raw inserts of courses and jobs: no rollups of their own.

    const ada = await registerAs('student', 'Ada');
    const bob = await registerAs('student', 'Bob');
    const cleo = await registerAs('applicant', 'Cleo');
    const dan = await registerAs('applicant', 'Dan');
    await expectInStep();

    const paid = await enrollInCourse(t.deps, ada, String(paidCourse));
    await enrollInCourse(t.deps, ada, String(freeCourse?._id));
    await enrollInCourse(t.deps, bob, String(paidCourse));
    await expectInStep();
    await updateEnrollmentPayment(t.deps, admin, String(paid._id), { paymentStatus: 'completed' });
    const course = await CourseModel.findById(paidCourse).lean();
    for (const m of course?.modules ?? []) await setModuleCompleted(ada, String(paidCourse), String(m._id), true);
    await expectInStep();
    // Reopening a module keeps the completion already reached.
    await setModuleCompleted(ada, String(paidCourse), String(course?.modules[0]?._id), false);
    await expectInStep();

    const cleos = await applyForJob(t.deps, cleo, String(job), { phone: '+1 555 0100' }, resume());
    await applyForJob(t.deps, dan, String(job), { phone: '+1 555 0101' }, resume());
    await applyForJob(t.deps, dan, String(otherJob), { phone: '+1 555 0101' }, resume());
    await changeApplicationStatus(t.deps, admin, String(cleos._id), { status: 'interviewing' });
    await changeApplicationStatus(t.deps, admin, String(cleos._id), { status: 'rejected' });
    await expectInStep();
    expect((await UserModel.findById(dan.id).lean())?.firstEngagedAt).toBeInstanceOf(Date);

    await t.signIn(bob.email, STRONG_PASSWORD);
    expect((await UserModel.findById(bob.id).lean())?.lastSignInAt).toBeInstanceOf(Date);
    await expectInStep();

    // Deleting a job takes its applications with it: Cleo is no longer engaged, Dan still is.
    await deleteJob(t.log, admin, String(job));
    expect((await UserModel.findById(cleo.id).lean())?.firstEngagedAt).toBeUndefined();
    expect((await UserModel.findById(dan.id).lean())?.firstEngagedAt).toBeInstanceOf(Date);
    await expectInStep();
    await deleteUser(admin, bob.id);
    await expectInStep();

    // A rebuild of rollups that are right changes nothing.
    expect(await rebuildRollups()).toMatchObject({ rollupWrites: 0, userWrites: 0 });
  });

  it('are untouched by a write that rolls back', async () => {
    const before = await storedRollups('UTC');
    await expect(
      mongoose.connection.transaction(async (session) => {
        const [doc] = await UserModel.create([{ name: 'Ghost', email: 'ghost@example.com', role: 'student', status: 'active' }], { session });
        if (doc) await applyRollupChange(session, { kind: 'user', before: null, after: doc });
        throw new Error('the write fails after the rollups were changed');
      }),
    ).rejects.toThrow('the write fails');
    expect(await storedRollups('UTC')).toEqual(before);
    expect(await UserModel.exists({ email: 'ghost@example.com' })).toBeNull();
  });

  it('are rebuilt from the records after bulk writes, and for a new time zone', async () => {
    // A bulk insert bypasses the write paths; the rebuild counts it.
    await mongoose.connection.collection('users').insertOne({ name: 'Imported', email: 'bulk@example.com', role: 'student', status: 'active', tokenVersion: 0, createdAt: new Date(), updatedAt: new Date() });
    expect(await rebuildRollups()).toMatchObject({ zone: 'UTC' });
    await expectInStep();

    await setSiteTimezone('Pacific Time');
    clearSettingsCache();
    // Built for another zone: the records answer while a rebuild starts.
    const fallback = await getAnalytics(admin, '30d');
    expect(fallback.timezone).toBe('America/Los_Angeles');
    await settledRollups();
    expect((await InsightStateModel.findById(ROLLUP_STATE_ID).lean())?.zone).toBe('America/Los_Angeles');
    expect(await InsightDayModel.countDocuments({ zone: 'UTC' })).toBe(0);
    await expectInStep();
    await setSiteTimezone('UTC');
    clearSettingsCache();
    await rebuildRollups();
  });

  it('forget the kept Conversion of a past range when one of its accounts is deleted', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    const [early] = await insertUsers([{ createdAt: tenDaysAgo.toISOString() }, { createdAt: tenDaysAgo.toISOString() }]);
    const course = await insertCourse('Past course');
    await insertEnrollments([{ user: early!, course, enrolledAt: tenDaysAgo.toISOString(), paymentStatus: 'pending', amount: 100 }]);
    await rebuildRollups();
    const before = await getAnalytics(admin, '7d', new Date(), 'rollups');
    expect(before.conversionRate.previous).toBe(50);
    await deleteUser(admin, String(early));
    await expectInStep();
    expect((await getAnalytics(admin, '7d', new Date(), 'rollups')).conversionRate.previous).toBe(0);
  });

  it('are repaired nightly by the scheduler', async () => {
    const next = await syncRollupSchedule();
    expect(next).toBeInstanceOf(Date);
    // 03:30 in the site's zone (UTC here).
    expect(next?.toISOString()).toMatch(/T03:30:00\.000Z$/);
    await InsightDayModel.updateMany({ kind: 'site' }, { $inc: { revenue: 7 } });
    const runs = await scheduler().runDue(t.deps, next ?? new Date());
    expect(runs).toContainEqual({ name: ROLLUPS_JOB, ok: true });
    // The previous periods' Active Users are computed ahead, one per period (Conversion too, for a
    // previous period with accounts; here every account is new).
    expect(await InsightStateModel.countDocuments({ _id: { $regex: /^active:/ } })).toBe(4);
    await expectInStep();
    await scheduler().unschedule(ROLLUPS_JOB);
  });

  it('are rebuilt once when two processes ask together', async () => {
    await InsightDayModel.updateMany({ kind: 'site' }, { $inc: { signups: 5 } });
    const [a, b] = await Promise.all([rebuildRollups(), rebuildRollups()]);
    // The second waited for the first, which had started after it asked: nothing left to do.
    expect([a, b].filter((r) => r !== null).length).toBeGreaterThanOrEqual(1);
    await expectInStep();
  });
});
