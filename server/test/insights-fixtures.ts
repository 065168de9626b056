/**
 * A small known data set for the dashboard and analytics figures, written straight to the
 * collections (the figures read them as the services leave them; how they get there is tested
 * elsewhere). Every date is given, so each expectation can be worked out by hand.
 */
import mongoose, { Types } from 'mongoose';
import { expect } from 'vitest';

const raw = (name: string) => mongoose.connection.collection(name);

export async function insertUsers(rows: { createdAt: string; role?: string; name?: string }[]): Promise<Types.ObjectId[]> {
  const docs = rows.map((r, i) => ({
    _id: new Types.ObjectId(),
    name: r.name ?? `Fixture user ${String(i)}`,
    email: `fixture-${new Types.ObjectId().toHexString()}@example.com`,
    role: r.role ?? 'student',
    status: 'active',
    tokenVersion: 0,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.createdAt),
  }));
  await raw('users').insertMany(docs);
  return docs.map((d) => d._id);
}

export async function insertCourse(title: string, modules = 2): Promise<Types.ObjectId> {
  const _id = new Types.ObjectId();
  await raw('courses').insertOne({
    _id,
    title,
    description: `${title} description`,
    category: 'programming',
    level: 'beginner',
    price: 100,
    status: 'published',
    modules: Array.from({ length: modules }, (_, i) => ({
      _id: new Types.ObjectId(),
      title: `Module ${String(i + 1)}`,
      lessons: [{ _id: new Types.ObjectId(), title: `Lesson ${String(i + 1)}`, kind: 'text', minutes: 10, preview: false, attachments: [] }],
      quiz: null,
      opensAfterPrevious: false,
    })),
    enrollmentCount: 0,
    rating: 0,
    ratingCount: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return _id;
}

export type EnrollmentRow = {
  user: Types.ObjectId;
  course: Types.ObjectId;
  enrolledAt: string;
  paymentStatus: 'completed' | 'pending' | 'failed';
  amount: number;
  paidAt?: string;
  completedAt?: string;
};

export async function insertEnrollments(rows: EnrollmentRow[]): Promise<void> {
  await raw('enrollments').insertMany(
    rows.map((r) => ({
      user: r.user,
      course: r.course,
      userName: 'Fixture',
      userEmail: 'fixture@example.com',
      enrollmentDate: new Date(r.enrolledAt),
      paymentStatus: r.paymentStatus,
      paymentAmount: r.amount,
      ...(r.paidAt ? { paidAt: new Date(r.paidAt) } : {}),
      ...(r.completedAt ? { completedAt: new Date(r.completedAt) } : {}),
      completedModules: [],
      createdAt: new Date(r.enrolledAt),
      updatedAt: new Date(r.enrolledAt),
    })),
  );
}

export async function insertJob(title: string, over: Record<string, unknown> = {}): Promise<Types.ObjectId> {
  const _id = new Types.ObjectId();
  await raw('jobs').insertOne({
    _id,
    title,
    company: 'AI Solutions',
    location: 'Remote',
    type: 'full_time',
    level: 'mid',
    department: 'engineering',
    description: `${title} description`,
    requirements: [],
    benefits: [],
    status: 'active',
    deadline: null,
    applications: 0,
    views: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...over,
  });
  return _id;
}

export async function insertApplications(rows: { job: Types.ObjectId; applicant: Types.ObjectId; status: string; createdAt: string; history?: string[] }[]): Promise<void> {
  await raw('job_applications').insertMany(
    rows.map((r) => ({
      job: r.job,
      applicant: r.applicant,
      phone: '+1 555 0100',
      resume: { fileId: new Types.ObjectId(), filename: 'cv.pdf', contentType: 'application/pdf', size: 100 },
      status: r.status,
      history: (r.history ?? []).map((status) => ({ status, at: new Date(r.createdAt), by: r.applicant, byName: 'Fixture' })),
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.createdAt),
    })),
  );
}

/** Stores the site's time zone setting (System Settings → General → Timezone). */
export async function setSiteTimezone(timezone: string): Promise<void> {
  await raw('settings').updateOne({ _id: 'system' as unknown as Types.ObjectId }, { $set: { 'general.timezone': timezone } }, { upsert: true });
}

export async function insertSignIns(rows: { user: Types.ObjectId; at: string }[]): Promise<void> {
  await raw('activities').insertMany(
    rows.map((r) => ({ at: new Date(r.at), actorId: r.user, actorName: 'Fixture', actorRole: 'student', action: 'sign-in', entityType: 'user', entityId: r.user.toHexString(), summary: 'Fixture signed in', status: 'success', changes: [] })),
  );
}

export async function insertJobViewDays(rows: { job: Types.ObjectId; date: string; count: number }[]): Promise<void> {
  await raw('job_view_days').insertMany(rows.map((r) => ({ job: r.job, date: new Date(r.date), count: r.count })));
}

/**
 * Runs a figure from both sources: the records themselves and the daily rollups, rebuilt
 * first from the fixtures written above (raw inserts bypass the write paths, as bulk writes do).
 * Expects the same answer from both and returns it.
 */
export async function fromBothSources<T>(run: (source: 'direct' | 'rollups') => Promise<T>): Promise<T> {
  const { rebuildRollups } = await import('../src/modules/dashboards/rollup-rebuild.js');
  await rebuildRollups();
  const direct = await run('direct');
  const rolled = await run('rollups');
  expect(rolled).toEqual(direct);
  return rolled;
}
