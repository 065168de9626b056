/**
 * Insights latency (`npm run bench`): 100,000 users, 200,000 enrollments, 50,000
 * applications and 500,000 activity entries in the embedded store, running in its own process as
 * MongoDB would. Times the dashboard stats, analytics for 30 days and for a year, and the activity
 * list's first page, through the same service functions the API calls. Prints p50/p95/max; the
 * goals are p95 ≤ 150 ms (dashboard, analytics) and ≤ 50 ms (activity). Not a test.
 * BENCH_SCALE=0.1 runs a tenth of the data (a quick look).
 */
import mongoose, { Types } from 'mongoose';
import type { Actor } from '../src/core/actor.js';
import { listActivity } from '../src/modules/activity/activity.service.js';
import { listCourses } from '../src/modules/courses/course.service.js';
import { listCourseEnrollments } from '../src/modules/courses/enrollment.service.js';
import { listJobs } from '../src/modules/jobs/job.service.js';
import { listJobApplications } from '../src/modules/jobs/application.service.js';
import { getAnalytics } from '../src/modules/dashboards/analytics.service.js';
import { getDashboardStats } from '../src/modules/dashboards/dashboard.service.js';
import { rebuildRollups } from '../src/modules/dashboards/rollup-rebuild.js';
import { openBenchDatabase, percentile, recordBenchRows, round1 } from './support.js';
import { seededRandom } from '../src/seed/sample-data.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const USERS = Math.round(100_000 * SCALE);
const ENROLLMENTS = Math.round(200_000 * SCALE);
const APPLICATIONS = Math.round(50_000 * SCALE);
const ACTIVITY = Math.round(500_000 * SCALE);
const COURSES = 20;
const JOBS = 40;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DAY = 24 * 60 * 60 * 1000;
const BATCH = 5_000;


async function insertInBatches(collection: string, count: number, make: (i: number) => Record<string, unknown>): Promise<void> {
  const target = mongoose.connection.collection(collection);
  for (let start = 0; start < count; start += BATCH) {
    await target.insertMany(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)), { ordered: false });
  }
}

async function seed(now: number): Promise<{ courseIds: Types.ObjectId[]; jobIds: Types.ObjectId[] }> {
  const random = seededRandom(7);
  // Two years of accounts, more of them lately.
  const userIds = Array.from({ length: USERS }, () => new Types.ObjectId());
  const userCreated = userIds.map(() => new Date(now - 730 * DAY * (1 - Math.sqrt(random()))));
  await insertInBatches('users', USERS, (i) => ({ _id: userIds[i], name: `Bench user ${i}`, email: `bench${i}@example.com`, role: i % 4 ? 'student' : 'applicant', status: 'active', tokenVersion: 0, createdAt: userCreated[i], updatedAt: userCreated[i] }));

  const courseIds = Array.from({ length: COURSES }, () => new Types.ObjectId());
  await insertInBatches('courses', COURSES, (i) => ({ _id: courseIds[i], title: `Bench course ${i}`, description: 'Bench', category: 'programming', level: 'beginner', price: 100 + i * 20, status: 'published', modules: [], enrollmentCount: 0, rating: 0, ratingCount: 0, createdAt: new Date(now - 800 * DAY), updatedAt: new Date(now) }));
  const jobIds = Array.from({ length: JOBS }, () => new Types.ObjectId());
  await insertInBatches('jobs', JOBS, (i) => ({ _id: jobIds[i], title: `Bench job ${i}`, company: 'AI Solutions', status: 'active', applications: 0, views: 0, postedDate: new Date(now - 400 * DAY), createdAt: new Date(now - 400 * DAY), updatedAt: new Date(now) }));

  // Enrollments: user i takes course (i + k) — unique per user and course, as the index wants.
  await insertInBatches('enrollments', ENROLLMENTS, (i) => {
    const user = i % USERS;
    const created = (userCreated[user] ?? new Date(now)).getTime();
    const enrollmentDate = new Date(created + random() * (now - created));
    const paid = random() < 0.85;
    const paidAt = paid ? new Date(Math.min(now, enrollmentDate.getTime() + random() * 2 * DAY)) : null;
    const completedAt = paid && random() < 0.3 ? new Date(Math.min(now, enrollmentDate.getTime() + 30 * DAY)) : null;
    return {
      user: userIds[user],
      course: courseIds[(user + Math.floor(i / USERS)) % COURSES],
      userName: `Bench user ${user}`,
      userEmail: `bench${user}@example.com`,
      enrollmentDate,
      paymentStatus: paid ? 'completed' : random() < 0.7 ? 'pending' : 'failed',
      paymentAmount: 100 + (i % COURSES) * 20,
      completedModules: [],
      ...(paidAt ? { paidAt } : {}),
      ...(completedAt ? { completedAt } : {}),
      createdAt: enrollmentDate,
      updatedAt: enrollmentDate,
    };
  });

  const statuses = ['submitted', 'reviewing', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'];
  await insertInBatches('job_applications', APPLICATIONS, (i) => {
    const applicant = (i * 4) % USERS;
    // Never before the account (an application needs one; Conversion relies on it).
    const createdAt = new Date(Math.max((userCreated[applicant] ?? new Date(now)).getTime(), now - random() * 400 * DAY));
    const status = statuses[Math.floor(random() * statuses.length)];
    return {
      job: jobIds[(i + Math.floor((i * 4) / USERS)) % JOBS],
      applicant: userIds[applicant],
      phone: '+1 555 0100',
      resume: { fileId: new Types.ObjectId(), filename: 'cv.pdf', contentType: 'application/pdf', size: 1000 },
      status,
      history: [{ status: 'submitted', at: createdAt, by: userIds[applicant], byName: 'Bench' }, ...(status === 'submitted' ? [] : [{ status, at: createdAt, by: userIds[0], byName: 'Bench' }])],
      createdAt,
      updatedAt: createdAt,
    };
  });

  const days = Math.round(400 * Math.max(SCALE, 0.25));
  await insertInBatches('job_view_days', JOBS * days, (i) => ({ job: jobIds[i % JOBS], date: new Date(Math.floor((now - Math.floor(i / JOBS) * DAY) / DAY) * DAY), count: 5 + (i % 30) }));

  // The activity log: within its 365-day retention; 40% sign-ins (Active Users), the rest writes.
  const types = ['user', 'course', 'enrollment', 'job', 'application', 'contact-message', 'service'];
  await insertInBatches('activities', ACTIVITY, (i) => {
    const signIn = random() < 0.4;
    const user = Math.floor(random() * USERS);
    const entityType = signIn ? 'user' : types[i % types.length];
    return {
      at: new Date(now - random() * 364 * DAY),
      actorId: userIds[user],
      actorName: `Bench user ${user}`,
      actorRole: 'student',
      action: signIn ? 'sign-in' : i % 3 ? 'create' : 'update',
      entityType,
      entityId: String(userIds[user]),
      summary: signIn ? `Bench user ${user} signed in` : `Bench user ${user} changed a ${entityType}`,
      status: 'success',
      changes: [],
    };
  });
  return { courseIds, jobIds };
}




async function main(): Promise<void> {
  const db = await openBenchDatabase('insights_bench');
  try {
    const now = Date.now();
    const seedStart = performance.now();
    const { courseIds, jobIds } = await seed(now);
    console.log(`seeded ${USERS} users, ${ENROLLMENTS} enrollments, ${APPLICATIONS} applications and ${ACTIVITY} activity entries in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    // Bulk inserts bypass the write paths: build the rollups and the users' sign-in and engagement
    // dates from the records, as the product does after any bulk write.
    const rebuildStart = performance.now();
    const built = await rebuildRollups();
    console.log(`rollups built in ${((performance.now() - rebuildStart) / 1000).toFixed(1)} s`, built);
    const again = performance.now();
    const repeat = await rebuildRollups();
    console.log(`rebuilt again (the nightly repair, nothing to change) in ${((performance.now() - again) / 1000).toFixed(1)} s`, repeat);
    const actor: Actor = { id: new Types.ObjectId().toString(), role: 'admin', name: 'Bench', email: 'bench@example.com' };
    // BENCH_CHECK=1: each figure from the rollups equals the one from the records (slow: the records are scanned).
    if (process.env.BENCH_CHECK) {
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      const checks: [string, boolean][] = [['dashboard', same(await getDashboardStats(actor, new Date(now), 'direct'), await getDashboardStats(actor, new Date(now), 'rollups'))]];
      for (const period of ['7d', '30d', '90d', '1y'] as const) {
        const direct = await getAnalytics(actor, period, new Date(now), 'direct');
        const rolled = await getAnalytics(actor, period, new Date(now), 'rollups');
        checks.push([`analytics ${period}`, same(direct, rolled)]);
        if (!same(direct, rolled)) console.log(period, JSON.stringify(direct), JSON.stringify(rolled));
      }
      console.table(checks.map(([figure, equal]) => ({ figure, 'rollups = records': equal ? 'yes' : 'NO' })));
    }
    const cases: { name: string; goalMs: number; run: () => Promise<unknown> }[] = [
      { name: 'dashboardStats', goalMs: 150, run: () => getDashboardStats(actor) },
      { name: 'analytics 7d', goalMs: 150, run: () => getAnalytics(actor, '7d') },
      { name: 'analytics 30d', goalMs: 150, run: () => getAnalytics(actor, '30d') },
      { name: 'analytics 90d', goalMs: 150, run: () => getAnalytics(actor, '90d') },
      { name: 'analytics 1y', goalMs: 150, run: () => getAnalytics(actor, '1y') },
      { name: 'activity, first page', goalMs: 50, run: () => listActivity(actor, {}, { page: 1, pageSize: 20 }) },
      { name: 'activity, first page of one type', goalMs: 50, run: () => listActivity(actor, { entityType: 'application' }, { page: 1, pageSize: 20 }) },
      // The admin lists at this scale: first pages with their totals, filtered and searched.
      { name: 'Course Management, first page', goalMs: 50, run: () => listCourses(actor, {}, { page: 1, pageSize: 10 }) },
      { name: 'Course Management, searched', goalMs: 50, run: () => listCourses(actor, { search: 'course 1' }, { page: 1, pageSize: 10 }) },
      { name: "a course's enrollments, first page", goalMs: 50, run: () => listCourseEnrollments(actor, String(courseIds[3]), { page: 1, pageSize: 10 }) },
      { name: 'Job Management, first page', goalMs: 50, run: () => listJobs(actor, {}, { page: 1, pageSize: 10 }) },
      { name: 'Job Management, searched', goalMs: 50, run: () => listJobs(actor, { search: 'job 2' }, { page: 1, pageSize: 10 }) },
      { name: "a job's applications, first page", goalMs: 50, run: () => listJobApplications(actor, String(jobIds[5]), null, { page: 1, pageSize: 10 }) },
      { name: "a job's applications, one status", goalMs: 50, run: () => listJobApplications(actor, String(jobIds[5]), 'interviewing', { page: 1, pageSize: 10 }) },
    ];
    // BENCH_PROBE=1: the dashboard's queries one by one instead, to see where its time goes.
    if (process.env.BENCH_PROBE) {
      const probes: Record<string, () => Promise<unknown>> = {};
      const { EnrollmentModel } = await import('../src/modules/courses/enrollment.model.js');
      const { UserModel } = await import('../src/modules/users/user.model.js');
      const { ApplicationModel, FINAL_STATUSES } = await import('../src/modules/jobs/application.model.js');
      const { JobModel, openJobsQuery } = await import('../src/modules/jobs/job.model.js');
      const monthAgo = new Date(now - 30 * DAY);
      probes['users est'] = () => UserModel.estimatedDocumentCount();
      probes['users month'] = () => UserModel.countDocuments({ createdAt: { $gte: monthAgo } });
      probes['completed'] = () => EnrollmentModel.countDocuments({ completedAt: { $ne: null } });
      probes['open jobs'] = () => JobModel.countDocuments(openJobsQuery());
      probes['pending apps'] = () => ApplicationModel.countDocuments({ status: { $nin: FINAL_STATUSES } });
      probes['total revenue'] = () => EnrollmentModel.aggregate([{ $match: { paymentStatus: 'completed' } }, { $group: { _id: null, sum: { $sum: '$paymentAmount' } } }]);
      const { ActivityModel } = await import('../src/modules/activity/activity.model.js');
      probes['activity page'] = () => ActivityModel.find({}).sort({ at: -1, _id: -1 }).limit(20).lean();
      probes['activity page, at only'] = () => ActivityModel.find({}).sort({ at: -1 }).limit(20).lean();
      probes['activity count'] = () => ActivityModel.estimatedDocumentCount();
      probes['activity type page'] = () => ActivityModel.find({ entityType: 'application' }).sort({ at: -1, _id: -1 }).limit(20).lean();
      probes['activity type count'] = () => ActivityModel.countDocuments({ entityType: 'application' });
      const yearAgo = new Date(now - 365 * DAY);
      const { JobViewDayModel } = await import('../src/modules/jobs/job-view-day.model.js');
      probes['year: active users'] = () => ActivityModel.aggregate([{ $match: { action: 'sign-in', at: { $gte: yearAgo, $lt: new Date(now) } } }, { $group: { _id: '$actorId' } }, { $count: 'n' }]);
      probes['year: users count'] = () => UserModel.countDocuments({ createdAt: { $gte: yearAgo, $lt: new Date(now) } });
      probes['year: learners'] = () => EnrollmentModel.distinct('user', { enrollmentDate: { $gte: yearAgo, $lt: new Date(now) } });
      probes['year: applicants'] = () => ApplicationModel.distinct('applicant', { createdAt: { $gte: yearAgo, $lt: new Date(now) } });
      probes['year: revenue'] = () => EnrollmentModel.aggregate([{ $match: { paymentStatus: 'completed', paidAt: { $gte: yearAgo, $lt: new Date(now) } } }, { $group: { _id: null, sum: { $sum: '$paymentAmount' } } }]);
      probes['year: course funnel'] = () => EnrollmentModel.aggregate([{ $match: { enrollmentDate: { $gte: yearAgo, $lt: new Date(now) } } }, { $group: { _id: '$course', enrollments: { $sum: 1 }, paid: { $sum: { $cond: [{ $eq: ['$paymentStatus', 'completed'] }, 1, 0] } } } }]);
      probes['year: job views'] = () => JobViewDayModel.aggregate([{ $match: { date: { $gte: yearAgo, $lt: new Date(now) } } }, { $group: { _id: '$job', views: { $sum: '$count' } } }]);
      const { InsightDayModel } = await import('../src/modules/insights/insight-day.model.js');
      const { siteZone } = await import('../src/modules/settings/site-zone.js');
      const zone = await siteZone();
      probes['rollups: site days'] = () => InsightDayModel.find({ zone, kind: 'site', day: { $lt: new Date(now + DAY) } }).lean();
      probes['rollups: year of courses'] = () => InsightDayModel.aggregate([{ $match: { zone, kind: 'course', day: { $gte: yearAgo, $lt: new Date(now) } } }, { $group: { _id: '$key', n: { $sum: '$enrollments' } } }]);
      probes['rollups: year of jobs'] = () => InsightDayModel.aggregate([{ $match: { zone, kind: 'job', day: { $gte: yearAgo, $lt: new Date(now) } } }, { $group: { _id: '$key', n: { $sum: '$applications' } } }]);
      probes['year: active users (lastSignInAt)'] = () => UserModel.countDocuments({ lastSignInAt: { $gte: yearAgo, $lt: new Date(now + DAY) } });
      probes['year: converted (createdAt, firstEngagedAt)'] = () => UserModel.countDocuments({ createdAt: { $gte: yearAgo, $lt: new Date(now + DAY) }, firstEngagedAt: { $lt: new Date(now + DAY) } });
      probes['previous year: converted'] = () => UserModel.countDocuments({ createdAt: { $gte: new Date(now - 730 * DAY), $lt: yearAgo }, firstEngagedAt: { $lt: yearAgo } });
      probes['pending apps ($in open)'] = () => ApplicationModel.countDocuments({ status: { $in: ['submitted', 'reviewing', 'interviewing', 'offered'] } });
      probes['month revenue'] = () => EnrollmentModel.aggregate([{ $match: { paymentStatus: 'completed', paidAt: { $gte: monthAgo } } }, { $group: { _id: null, sum: { $sum: '$paymentAmount' } } }]);
      // Which index serves each of the figures' queries (the embedded store's explain, as mongod's).
      const planOf = (plan: unknown): string => {
        const found = JSON.stringify(plan).match(/"indexName":"([^"]+)"/g) ?? [];
        return found.length ? [...new Set(found.map((f) => f.slice(13, -1)))].join(', ') : JSON.stringify(plan).includes('COLLSCAN') ? 'COLLSCAN' : 'no index named';
      };
      const in30 = { $gte: monthAgo, $lt: new Date(now + DAY) };
      const explained: Record<string, unknown> = {
        'rollups: site days': await InsightDayModel.find({ zone, kind: 'site', day: { $lt: new Date(now + DAY) } }).explain('queryPlanner'),
        'rollups: course/job range': await InsightDayModel.find({ zone, kind: 'course', day: in30 }).explain('queryPlanner'),
        'active users: lastSignInAt': await UserModel.find({ lastSignInAt: in30 }).explain('queryPlanner'),
        'conversion: createdAt + firstEngagedAt': await UserModel.find({ createdAt: in30, firstEngagedAt: { $lt: new Date(now) } }).explain('queryPlanner'),
        'past active users (log, once)': await ActivityModel.find({ action: 'sign-in', at: in30 }).explain('queryPlanner'),
        'pending applications': await ApplicationModel.find({ status: { $in: ['submitted', 'reviewing', 'interviewing', 'offered'] } }).explain('queryPlanner'),
        'open jobs': await JobModel.find(openJobsQuery()).explain('queryPlanner'),
        'job views': await JobViewDayModel.find({ job: { $in: jobIds.slice(0, 5) }, date: in30 }).explain('queryPlanner'),
      };
      console.table(Object.entries(explained).map(([query, plan]) => ({ query, index: planOf(plan) })));
      for (const [name, run] of Object.entries(probes)) {
        await run();
        const t0 = performance.now();
        await run();
        console.log(name, round1(performance.now() - t0));
      }
      return;
    }
    const rows = [];
    let over = 0;
    // INSIGHTS_CASES=analytics runs only the cases whose name contains it (while working on one);
    // a selection that matches no case measures nothing, which is a failure, not a pass.
    const selected = cases.filter((k) => k.name.includes(process.env.INSIGHTS_CASES ?? ''));
    if (selected.length === 0) throw new Error(`INSIGHTS_CASES=${process.env.INSIGHTS_CASES ?? ''} matches none of: ${cases.map((k) => k.name).join(', ')}`);
    for (const c of selected) {
      const first = performance.now();
      await c.run(); // warm-up: code paths compiled, connections open
      if (process.env.BENCH_VERBOSE) console.log(`${c.name}: first run ${round1(performance.now() - first)} ms`);
      const times: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const started = performance.now();
        await c.run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 > c.goalMs) over += 1;
      rows.push({ query: c.name, runs: times.length, p50ms: round1(percentile(times, 50)), p95ms: round1(p95), maxMs: round1(times.at(-1) ?? 0), goalMs: c.goalMs, within: p95 <= c.goalMs ? 'yes' : 'NO' });
    }
    console.table(rows);
    console.log(over ? `${over} of ${rows.length} OVER their goal` : 'every p95 within its goal');
    const scale = `${USERS} users, ${ENROLLMENTS} enrollments, ${APPLICATIONS} applications, ${ACTIVITY} activity entries`;
    await recordBenchRows(rows.map((row) => ({ area: row.goalMs === 150 ? 'insights' : row.query.startsWith('activity') ? 'insights' : 'admin lists at scale', figure: `${row.query} p95 (${scale})`, value: `${row.p95ms} ms`, goal: `≤ ${row.goalMs} ms`, reference: '', met: row.within === 'yes' })));
  } finally {
    await db.close();
  }
}

await main();
