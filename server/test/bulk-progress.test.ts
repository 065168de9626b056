/**
 * A bulk action's progress: while it runs its author's screen can read how far it has got (the
 * phase, the items handled and a percentage that only grows), through GraphQL and REST; only its
 * author sees it, and a malformed key is a field error.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let otherAdmin: string;
let student: string;

const BULK = `mutation($input: JobBulkInput!) { bulkJobs(input: $input) { batchId succeeded refused { id } } }`;
const PROGRESS = `query($key: String!) { bulkProgress(key: $key) { phase done total percent } }`;
const JOBS = 2_500;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  otherAdmin = (await t.userWithToken('admin')).token;
  student = (await t.userWithToken('student')).token;
  const now = Date.now();
  await mongoose.connection.collection('jobs').insertMany(
    Array.from({ length: JOBS }, (_, k) => ({
      title: `Progress job ${String(k)}`,
      company: 'AI Solutions',
      location: 'Remote',
      type: 'full_time',
      level: 'mid',
      department: 'progress-test',
      description: 'A job for the bulk progress test.',
      requirements: [],
      benefits: [],
      status: 'active',
      applications: 0,
      views: 0,
      postedDate: new Date(now),
      createdAt: new Date(now - k * 1000),
      updatedAt: new Date(now),
    })),
  );
});
afterAll(() => t.close());

type Seen = { phase: string; done: number; total: number; percent: number };

describe('bulk action progress', () => {
  it('reports each phase while a bulk pause of 2,500 jobs runs, growing to finished at 100%, to its author only', async () => {
    const key = 'pause-progress-1';
    const seen: Seen[] = [];
    const flight = { running: true };
    // What the author's screen reads while the action runs (any app process reads the same store).
    const watch = (async () => {
      while (flight.running) {
        const res = await t.gql(PROGRESS, { key }, admin);
        const progress = res.body.data?.bulkProgress as Seen | null;
        if (progress && JSON.stringify(progress) !== JSON.stringify(seen.at(-1))) seen.push(progress);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const ids = (await mongoose.connection.collection('jobs').find({ department: 'progress-test' }, { projection: { _id: 1 } }).toArray()).map((j) => j._id.toHexString());
    const res = await t.gql(BULK, { input: { action: 'pause', ids, progressKey: key } }, admin);
    flight.running = false;
    await watch;
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.bulkJobs.succeeded).toHaveLength(JOBS);

    // Seen before the answer came: a phase other than the end, and never going back.
    expect(seen.some((p) => ['checking', 'applying', 'recording'].includes(p.phase))).toBe(true);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.percent).toBeGreaterThanOrEqual(seen[i - 1]!.percent);

    const after = await t.gql(PROGRESS, { key }, admin);
    expect(after.body.data.bulkProgress).toEqual({ phase: 'finished', done: 0, total: 0, percent: 100 });
    const rest = await t.rest('GET', `/bulk/progress/${key}`, undefined, admin);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ phase: 'finished', percent: 100 });

    // Another administrator's screen knows no such action; a student may not ask.
    expect((await t.gql(PROGRESS, { key }, otherAdmin)).body.data.bulkProgress).toBeNull();
    expect((await t.rest('GET', `/bulk/progress/${key}`, undefined, otherAdmin)).status).toBe(404);
    const asStudent = await t.gql(PROGRESS, { key }, student);
    expect(asStudent.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expect((await t.rest('GET', `/bulk/progress/${key}`, undefined, student)).status).toBe(403);
    expect((await t.rest('GET', `/bulk/progress/${key}`)).status).toBe(401);
  });

  it('an action that changes nothing (every item refused) still ends finished at 100%', async () => {
    const key = 'nothing-to-do-1';
    const res = await t.gql(BULK, { input: { action: 'pause', ids: ['665f1c2ab2f4e0a1b2c3d4e5'], progressKey: key } }, admin);
    expect(res.body.data.bulkJobs.succeeded).toEqual([]);
    expect((await t.gql(PROGRESS, { key }, admin)).body.data.bulkProgress).toMatchObject({ phase: 'finished', percent: 100 });
  });

  it('a malformed progress key is a field error and changes nothing', async () => {
    const [job] = await mongoose.connection.collection('jobs').find({ department: 'progress-test' }).limit(1).toArray();
    const res = await t.gql(BULK, { input: { action: 'archive', ids: [job!._id.toHexString()], progressKey: 'no spaces!' } }, admin);
    expect(res.body.errors?.[0]?.message).toMatch(/Progress key must be 8 to 64 letters, digits, - or _/);
    const restRes = await t.rest('POST', '/jobs/bulk', { action: 'archive', ids: [job!._id.toHexString()], progressKey: 'x' }, admin);
    expect(restRes.status).toBe(400);
    expect(JSON.stringify(restRes.body)).toMatch(/progressKey/);
    const still = await mongoose.connection.collection('jobs').findOne({ _id: job!._id });
    expect(still?.['status']).not.toBe('closed');
  });
});
