/**
 * Scheduled publishing of services and courses: "Publish at" puts a draft on the public site at its
 * time, "Unpublish at" takes it off, each applied once even when runs overlap, logged as the
 * system's; guests never see the plan, and a partial update keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDueSchedules } from '../src/modules/activity/scheduled-publishing.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;

const HISTORY = `query($type: String!, $id: ID!) { recordHistory(entityType: $type, entityId: $id) { items { summary } } }`;
const SCHEDULE = 'publishAt unpublishAt publishAtLocal unpublishAtLocal';

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
});
afterAll(() => t.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function scheduledSummaries(type: string, id: string): Promise<string[]> {
  const items = (await t.gql(HISTORY, { type, id }, admin)).body.data.recordHistory.items as { summary: string }[];
  return items.map((i) => i.summary).filter((s) => s.includes('as scheduled'));
}

describe('services', () => {
  const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { id status ${SCHEDULE} } }`;
  const ONE = `query($id: ID!) { service(id: $id) { id status ${SCHEDULE} } }`;
  const input = (over: Record<string, unknown>) => ({ title: 'MLOps Setup', description: 'Pipelines to production.', shortDescription: 'MLOps', category: 'Development', ...over });

  it('publishes a draft at its time and takes it off at the next, each once, with the plan hidden from guests', async () => {
    const res = await t.gql(CREATE, { input: input({ status: 'draft', publishAt: later(10).toISOString(), unpublishAt: later(60).toISOString() }) }, admin);
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createService;
    expect(created.publishAtLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect((await t.gql(ONE, { id: created.id })).body.data.service).toBeNull();

    // Three overlapping runs at the publishing time change it once.
    const runs = await Promise.all([0, 1, 2].map(() => applyDueSchedules(later(11))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await t.gql(ONE, { id: created.id })).body.data.service).toEqual({ id: created.id, status: 'active', publishAt: null, unpublishAt: null, publishAtLocal: null, unpublishAtLocal: null });
    expect((await t.gql(ONE, { id: created.id }, admin)).body.data.service).toMatchObject({ status: 'active', publishAt: null, unpublishAt: created.unpublishAt });

    await applyDueSchedules(later(61));
    expect((await t.gql(ONE, { id: created.id })).body.data.service).toBeNull();
    expect((await t.gql(ONE, { id: created.id }, admin)).body.data.service).toMatchObject({ status: 'inactive', unpublishAt: null });
    expect(await scheduledSummaries('service', created.id)).toEqual(['Service MLOps Setup was unpublished as scheduled', 'Service MLOps Setup was published as scheduled']);
  });

  it('refuses an unpublish time before the publish time, by field', async () => {
    const res = await t.gql(CREATE, { input: input({ publishAt: '2031-03-01T10:00', unpublishAt: '2031-03-01T09:00' }) }, admin);
    expect(res.body.errors?.[0]?.extensions?.fields).toEqual({ unpublishAt: 'Unpublish at must be after Publish at' });
  });
});

describe('courses', () => {
  const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { id status ${SCHEDULE} } }`;
  const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { id title status ${SCHEDULE} } }`;
  const ONE = `query($id: ID!) { course(id: $id) { id status } }`;

  it('keeps the schedule through a partial update, then publishes the course at its time', async () => {
    const res = await t.gql(
      CREATE,
      { input: { title: 'Prompt Design', description: 'Write prompts that work.', status: 'draft', publishAt: '2030-05-01T08:00', modules: [{ title: 'One', lessons: [{ title: 'First', content: 'Text' }] }] } },
      admin,
    );
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data.createCourse;
    expect(created).toMatchObject({ status: 'draft', publishAt: '2030-05-01T08:00:00.000Z', publishAtLocal: '2030-05-01T08:00' });

    const renamed = await t.gql(UPDATE, { id: created.id, input: { title: 'Prompt Design 101' } }, admin);
    expect(renamed.body.data.updateCourse.publishAtLocal).toBe('2030-05-01T08:00');
    expect((await t.gql(ONE, { id: created.id })).body.data.course).toBeNull();

    expect(await applyDueSchedules(new Date('2030-05-01T07:59:00Z'))).toBe(0);
    await applyDueSchedules(new Date('2030-05-01T08:00:30Z'));
    expect((await t.gql(ONE, { id: created.id })).body.data.course).toEqual({ id: created.id, status: 'published' });
    expect(await scheduledSummaries('course', created.id)).toEqual(['Course Prompt Design 101 was published as scheduled']);

    // Cleared on purpose: an empty value.
    const cleared = await t.gql(UPDATE, { id: created.id, input: { unpublishAt: '2030-06-01T08:00' } }, admin);
    expect(cleared.body.data.updateCourse.unpublishAtLocal).toBe('2030-06-01T08:00');
    const none = await t.gql(UPDATE, { id: created.id, input: { unpublishAt: '' } }, admin);
    expect(none.body.data.updateCourse.unpublishAt).toBeNull();
  });
});
