/**
 * The back office's content workflow on jobs: a job's versions and restoring one (itself recorded),
 * a deleted job brought back, "Publish at" applied by the scheduler once across three processes,
 * bulk actions with per-item refusals and their undo, and who may call what.
 */
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DB_NAME } from '../src/db/connection.js';
import { PUBLISHING_JOB, syncPublishingSchedule } from '../src/modules/activity/index.js';
import { createScheduler } from '../src/modules/scheduler/scheduler.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let editor: string;
let student: string;

const FIELDS = 'id title status description requirements salary { min max currency } deadline publishAt unpublishAt publishAtLocal unpublishAtLocal postedDate';
const CREATE = `mutation($input: JobInput!) { createJob(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { job(id: $id) { ${FIELDS} } }`;
const REVISIONS = `query($type: String!, $id: ID!, $page: PageInput) { revisions(entityType: $type, entityId: $id, page: $page) {
  total items { id kind actorName changedFields fields { field value } } current { field value } } }`;
const RESTORE = `mutation($id: ID!) { restoreRevision(id: $id) { entityType entityId } }`;
const BULK = `mutation($input: JobBulkInput!) { bulkJobs(input: $input) { batchId succeeded refused { id name reason } } }`;
const UNDO = `mutation($id: ID!) { undoBulk(batchId: $id) { restored } }`;
const HISTORY = `query($id: ID!) { recordHistory(entityType: "job", entityId: $id) { items { summary action } } }`;

const job = (over: Record<string, unknown> = {}) => ({
  title: 'Data Engineer',
  company: 'AI Solutions',
  location: 'Remote',
  description: 'Build the data pipelines behind our models.',
  requirements: ['Python', 'SQL'],
  salary: '$80,000 - $120,000',
  ...over,
});

async function create(over: Record<string, unknown> = {}, token = admin) {
  const res = await t.gql(CREATE, { input: job(over) }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createJob as { id: string; title: string; status: string; publishAt: string | null; publishAtLocal: string | null };
}

async function publicJob(id: string) {
  const res = await t.gql(ONE, { id });
  return res.body.data?.job as { id: string; publishAt: string | null } | null;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  editor = (await t.userWithToken('editor')).token;
  student = (await t.userWithToken('student')).token;
});
afterAll(() => t.close());

describe('history and restore', () => {
  it('restores every field of an earlier version, nested ones too, as a new version that is itself recorded', async () => {
    const created = await create();
    await t.gql(UPDATE, { id: created.id, input: job({ title: 'Senior Data Engineer', requirements: ['Scala'], salary: '90k-130k EUR', description: 'Lead our data platform.' }) }, admin);
    await t.gql(UPDATE, { id: created.id, input: job({ title: 'Staff Data Engineer', requirements: ['Rust'], salary: null, description: 'Own the platform.' }) }, editor);

    const history = await t.gql(REVISIONS, { type: 'job', id: created.id }, admin);
    expect(history.body.errors).toBeUndefined();
    const versions = history.body.data.revisions;
    // The job as created (kept on its first change), then each change, newest first.
    expect(versions.items.map((v: { kind: string }) => v.kind)).toEqual(['update', 'update', 'baseline']);
    expect(versions.items[0].changedFields).toEqual(expect.arrayContaining(['description', 'requirements', 'salary', 'title']));
    const field = (v: { fields: { field: string; value: string }[] }, name: string) => v.fields.find((f) => f.field === name)?.value;
    expect(field({ fields: versions.current }, 'title')).toBe('"Staff Data Engineer"');

    const original = versions.items[2];
    const restored = await t.gql(RESTORE, { id: original.id }, editor);
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data.restoreRevision).toEqual({ entityType: 'job', entityId: created.id });

    const now = (await t.gql(ONE, { id: created.id }, admin)).body.data.job;
    expect(now).toMatchObject({ title: 'Data Engineer', description: 'Build the data pipelines behind our models.', requirements: ['Python', 'SQL'], salary: { min: 80000, max: 120000, currency: 'USD' } });

    const after = (await t.gql(REVISIONS, { type: 'job', id: created.id }, admin)).body.data.revisions;
    expect(after.total).toBe(4);
    expect(after.items[0].kind).toBe('restore');
    const log = (await t.gql(HISTORY, { id: created.id }, admin)).body.data.recordHistory.items;
    expect(log[0].summary).toMatch(/restored job Data Engineer to its version of/);
  });

  it('brings a deleted job back with its id, and shows its versions to staff only', async () => {
    const created = await create({ title: 'Prompt Engineer' });
    const del = await t.rest('DELETE', `/jobs/${created.id}`, undefined, admin);
    expect(del.status).toBe(200);
    expect(await publicJob(created.id)).toBeNull();

    const list = await t.rest('GET', `/jobs/${created.id}/revisions`, undefined, editor);
    expect(list.status).toBe(200);
    expect(list.body.data.current).toBeNull();
    const deleted = list.body.data.items[0];
    expect(deleted.kind).toBe('delete');

    expect((await t.rest('GET', `/jobs/${created.id}/revisions`, undefined, student)).status).toBe(403);
    expect((await t.rest('GET', `/jobs/${created.id}/revisions`)).status).toBe(401);
    expect((await t.gql(RESTORE, { id: deleted.id }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const restored = await t.rest('POST', `/jobs/${created.id}/revisions/${String(deleted.id)}/restore`, {}, admin);
    expect(restored.status).toBe(200);
    expect((await publicJob(created.id))?.id).toBe(created.id);
  });

  it('does not find a version through another record', async () => {
    const a = await create({ title: 'A' });
    await t.gql(UPDATE, { id: a.id, input: job({ title: 'A2' }) }, admin);
    const b = await create({ title: 'B' });
    const versionOfA = (await t.gql(REVISIONS, { type: 'job', id: a.id }, admin)).body.data.revisions.items[0].id as string;
    const res = await t.rest('POST', `/jobs/${b.id}/revisions/${versionOfA}/restore`, {}, admin);
    expect(res.status).toBe(404);
  });
});

describe('scheduled publishing', () => {
  it('reads "Publish at" in the site time zone and refuses an unpublish before it', async () => {
    const created = await create({ status: 'draft', publishAt: '2030-01-15T09:30' });
    // The site's zone is UTC unless set.
    expect(created.publishAt).toBe('2030-01-15T09:30:00.000Z');
    expect(created.publishAtLocal).toBe('2030-01-15T09:30');
    const bad = await t.gql(CREATE, { input: job({ publishAt: '2030-01-15T09:30', unpublishAt: '2030-01-15T09:00' }) }, admin);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({ unpublishAt: 'Unpublish at must be after Publish at' });
    const garbled = await t.gql(CREATE, { input: job({ publishAt: 'next tuesday' }) }, admin);
    expect(garbled.body.errors?.[0]?.extensions?.fields?.publishAt).toMatch(/Publish at must be a date and time/);
    // Guests never see the plan.
    expect((await t.gql(ONE, { id: created.id }, null)).body.data.job).toBeNull();

    // In New York (UTC-5 in January), 09:30 there is 14:30 UTC; the form gets its 09:30 back.
    const zone = await t.gql(`mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }`, { input: { general: { timezone: 'America/New_York' } } }, admin);
    expect(zone.body.errors).toBeUndefined();
    try {
      const ny = await create({ status: 'draft', publishAt: '2030-01-15T09:30', unpublishAt: '2030-07-01T18:00:00+02:00' });
      expect(ny.publishAt).toBe('2030-01-15T14:30:00.000Z');
      expect(ny.publishAtLocal).toBe('2030-01-15T09:30');
      // An instant with its offset is taken as it is (12:00 in New York, summer time).
      expect((ny as { unpublishAtLocal?: string }).unpublishAtLocal).toBe('2030-07-01T12:00');
    } finally {
      await t.gql(`mutation($input: SystemSettingsInput!) { updateSystemSettings(input: $input) { updatedAt } }`, { input: { general: { timezone: 'UTC' } } }, admin);
    }
  });

  it('publishes a scheduled job at its time, once, with three app processes running the scheduler', async () => {
    // Far enough ahead that creating the job, syncing the schedule and starting the three schedulers
    // end before it even on a loaded machine (1.5 s was not: the "early" run then found it due).
    const soon = new Date(Date.now() + 5000);
    const created = await create({ status: 'draft', publishAt: soon.toISOString() });
    expect(await publicJob(created.id)).toBeNull();
    await syncPublishingSchedule();

    const clients = await Promise.all([0, 1].map(async () => new MongoClient(t.dbUri).connect()));
    try {
      const processes = [
        createScheduler(mongoose.connection.getClient().db(EMBEDDED_DB_NAME), { name: 'one' }),
        ...clients.map((c, i) => createScheduler(c.db(EMBEDDED_DB_NAME), { name: `other-${String(i)}` })),
      ];
      // Before its time the minute's run changes nothing.
      const early = await Promise.all(processes.map((p) => p.runDue(t.deps, new Date(Date.now() + 61_000))));
      expect(Date.now(), 'the early run must end before the publishing time').toBeLessThan(soon.getTime());
      expect(early.flat().filter((r) => r.name === PUBLISHING_JOB)).toHaveLength(1);
      expect(await publicJob(created.id)).toBeNull();

      await new Promise((r) => setTimeout(r, Math.max(0, soon.getTime() - Date.now() + 50)));
      const runs = await Promise.all(processes.map((p) => p.runDue(t.deps, new Date(Date.now() + 125_000))));
      expect(runs.flat().filter((r) => r.name === PUBLISHING_JOB)).toEqual([{ name: PUBLISHING_JOB, ok: true }]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
    const shown = await t.gql(ONE, { id: created.id }, admin);
    expect(shown.body.data.job).toMatchObject({ status: 'active', publishAt: null });
    expect(shown.body.data.job.postedDate).not.toBeNull();
    expect((await publicJob(created.id))?.id).toBe(created.id);
    const log = (await t.gql(HISTORY, { id: created.id }, admin)).body.data.recordHistory.items;
    expect(log.filter((e: { summary: string }) => e.summary.includes('published as scheduled'))).toHaveLength(1);
  });
});

describe('bulk actions on users', () => {
  const USERS_BULK = `mutation($input: UserBulkInput!) { bulkUsers(input: $input) { batchId succeeded refused { id name reason } } }`;
  const STATUS = `query($id: ID!) { user(id: $id) { status } }`;

  it("skips, for an editor, the accounts only an administrator may change, and says so", async () => {
    const learners = await Promise.all([1, 2].map((n) => t.userWithToken('student', { name: `Learner ${String(n)}` })));
    const otherAdmin = await t.userWithToken('admin', { name: 'Other Admin' });
    const editorSelf = await t.userWithToken('editor', { name: 'Eddie Editor' });
    const ids = [...learners.map((l) => l.id), otherAdmin.id, editorSelf.id];

    const res = await t.gql(USERS_BULK, { input: { action: 'suspend', ids } }, editorSelf.token);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.bulkUsers;
    expect(result.succeeded.sort()).toEqual(learners.map((l) => l.id).sort());
    expect(result.refused).toEqual([
      { id: otherAdmin.id, name: 'Other Admin', reason: 'Only administrators can change administrators and editors, or grant those roles.' },
      { id: editorSelf.id, name: 'Eddie Editor', reason: 'You cannot demote, suspend or deactivate your own account.' },
    ]);
    expect((await t.gql(STATUS, { id: otherAdmin.id }, admin)).body.data.user.status).toBe('active');
    expect((await t.gql(STATUS, { id: learners[0]?.id }, admin)).body.data.user.status).toBe('suspended');
    // A suspended account is signed out at once.
    expect((await t.gql('{ me { id } }', {}, learners[0]?.token)).body.data?.me ?? null).toBeNull();

    // An administrator may; and the refusals come in the caller's language.
    const byAdmin = await t.rest('POST', '/users/bulk', { action: 'suspend', ids: [otherAdmin.id] }, admin);
    expect(byAdmin.body.data.succeeded).toEqual([otherAdmin.id]);
    const german = await fetch(`${t.url}/api/users/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editorSelf.token}`, 'accept-language': 'de' },
      body: JSON.stringify({ action: 'activate', ids: [otherAdmin.id] }),
    });
    const body = (await german.json()) as { data: { refused: { reason: string }[] } };
    expect(body.data.refused[0]?.reason).not.toMatch(/^Only administrators/);

    // Undo puts the learners back.
    const undo = await t.gql(UNDO, { id: result.batchId }, editorSelf.token);
    expect(undo.body.data.undoBulk).toEqual({ restored: 2 });
    expect((await t.gql(STATUS, { id: learners[1]?.id }, admin)).body.data.user.status).toBe('active');
  });
});

describe('bulk actions', () => {
  it('pauses the jobs it may, says why it left the others, and undoes it all', async () => {
    const a = await create({ title: 'Bulk A' });
    const b = await create({ title: 'Bulk B' });
    const paused = await create({ title: 'Bulk C', status: 'paused' });
    const missing = '665f1c2ab2f4e0a1b2c3d4e5';

    const res = await t.gql(BULK, { input: { action: 'pause', ids: [a.id, b.id, paused.id, missing] } }, editor);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.bulkJobs;
    expect(result.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(result.refused).toEqual([
      { id: paused.id, name: 'Bulk C', reason: 'It is already paused.' },
      { id: missing, name: null, reason: 'Job not found' },
    ]);
    expect(await publicJob(a.id)).toBeNull();

    const undo = await t.gql(UNDO, { id: result.batchId }, editor);
    expect(undo.body.data.undoBulk).toEqual({ restored: 2 });
    expect((await publicJob(a.id))?.id).toBe(a.id);
    expect((await publicJob(b.id))?.id).toBe(b.id);
  });

  it('deletes in bulk except jobs with applications, and undo brings every deleted job back as it was', async () => {
    const keep = await create({ title: 'Has applicants' });
    await mongoose.connection.collection('jobs').updateOne({ _id: new mongoose.Types.ObjectId(keep.id) }, { $set: { applications: 2 } });
    const gone = await Promise.all(['Del 1', 'Del 2', 'Del 3'].map((title) => create({ title, requirements: [title, 'x'] })));
    const before = await Promise.all(gone.map(async (g) => (await t.gql(ONE, { id: g.id }, admin)).body.data.job));

    const res = await t.rest('POST', '/jobs/bulk', { action: 'delete', ids: [...gone.map((g) => g.id), keep.id] }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toHaveLength(3);
    expect(res.body.data.refused).toEqual([{ id: keep.id, name: 'Has applicants', reason: 'It has 2 applications: close it instead, so they are kept.' }]);
    for (const g of gone) expect((await t.gql(ONE, { id: g.id }, admin)).body.data.job).toBeNull();
    // One entry in the log for the whole action.
    const entry = await mongoose.connection.collection('activities').findOne({ _id: new mongoose.Types.ObjectId(res.body.data.batchId as string) });
    expect(entry?.['summary']).toMatch(/deleted 3 jobs: Del 1, Del 2, Del 3/);

    const undo = await t.rest('POST', `/bulk/${String(res.body.data.batchId)}/undo`, {}, admin);
    expect(undo.status).toBe(200);
    const after = await Promise.all(gone.map(async (g) => (await t.gql(ONE, { id: g.id }, admin)).body.data.job));
    expect(after).toEqual(before);
  });

  it('acts on every job matching a filter, refuses bad input by field, and lets only staff call it', async () => {
    const tag = `Filterable ${String(Date.now())}`;
    const made = await Promise.all([1, 2, 3].map((n) => create({ title: `${tag} ${String(n)}`, status: 'draft' })));
    const res = await t.gql(BULK, { input: { action: 'publish', filter: { search: tag } } }, admin);
    expect(res.body.data.bulkJobs.succeeded.sort()).toEqual(made.map((m) => m.id).sort());

    const both = await t.rest('POST', '/jobs/bulk', { action: 'publish' }, admin);
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ ids: 'Give either ids or a filter' });
    const tooMany = await t.rest('POST', '/jobs/bulk', { action: 'pause', ids: Array.from({ length: 10_001 }, () => made[0]?.id) }, admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.ids).toMatch(/at most 10,000/);
    expect((await t.rest('POST', '/jobs/bulk', { action: 'pause', ids: [made[0]?.id] }, student)).status).toBe(403);
    expect((await t.gql(BULK, { input: { action: 'pause', ids: [made[0]?.id] } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only its author or an administrator undo a bulk action', async () => {
    const a = await create({ title: 'Undo rights' });
    const res = await t.gql(BULK, { input: { action: 'archive', ids: [a.id] } }, admin);
    const otherEditor = (await t.userWithToken('editor')).token;
    const refused = await t.gql(UNDO, { id: res.body.data.bulkJobs.batchId }, otherEditor);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe('Only the person who made this bulk action, or an administrator, can undo it.');
  });
});
