/**
 * Bulk actions on Services and Course Management's lists: the changes applied in one action, undo
 * putting every item back exactly (a course's outline and lesson texts too), the items an editor's
 * action leaves as they were with why, "all matching the filter", and who may call it.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let editor: string;
let student: string;

const UNDO = `mutation($id: ID!) { undoBulk(batchId: $id) { restored } }`;
const MISSING = '665f1c2ab2f4e0a1b2c3d4e5';

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  editor = (await t.userWithToken('editor')).token;
  student = (await t.userWithToken('student')).token;
});
afterAll(() => t.close());

describe('bulk actions on services', () => {
  const FIELDS = 'id title description shortDescription icon features price { basic premium enterprise } category status popularity clients rating';
  const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { ${FIELDS} } }`;
  const ONE = `query($id: ID!) { service(id: $id) { ${FIELDS} } }`;
  const BULK = `mutation($input: ServiceBulkInput!) { bulkServices(input: $input) { batchId succeeded refused { id name reason } } }`;

  async function create(title: string, over: Record<string, unknown> = {}) {
    const input = { title, description: 'We integrate language models.', shortDescription: 'LLMs for you.', category: 'Development', features: [title, 'Support'], price: { basic: 100, premium: 200, enterprise: 300 }, ...over };
    const res = await t.gql(CREATE, { input }, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createService as { id: string; title: string; status: string };
  }
  const read = async (id: string) => (await t.gql(ONE, { id }, admin)).body.data.service as { status: string } | null;

  it("unpublishes what an editor may, says why it left the others, and undo puts every service back", async () => {
    const a = await create('Bulk service A', { status: 'active' });
    const b = await create('Bulk service B', { status: 'active' });
    const off = await create('Bulk service C', { status: 'inactive' });

    const res = await t.gql(BULK, { input: { action: 'unpublish', ids: [a.id, b.id, off.id, MISSING] } }, editor);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.bulkServices;
    expect(result.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(result.refused).toEqual([
      { id: off.id, name: 'Bulk service C', reason: 'It is already inactive.' },
      { id: MISSING, name: null, reason: 'Service not found' },
    ]);
    expect((await read(a.id))?.status).toBe('inactive');
    // Guests no longer see it.
    expect((await t.gql(ONE, { id: a.id })).body.data.service).toBeNull();
    const entry = await mongoose.connection.collection('activities').findOne({ _id: new mongoose.Types.ObjectId(result.batchId as string) });
    expect(entry?.['summary']).toMatch(/unpublished 2 services: Bulk service A, Bulk service B/);

    const undo = await t.gql(UNDO, { id: result.batchId }, editor);
    expect(undo.body.data.undoBulk).toEqual({ restored: 2 });
    expect((await read(a.id))?.status).toBe('active');
    expect((await read(b.id))?.status).toBe('active');
    expect((await read(off.id))?.status).toBe('inactive');
  });

  it('deletes in bulk through REST, and undo brings every service back as it was', async () => {
    const gone = await Promise.all(['Del S1', 'Del S2'].map((title) => create(title, { popularity: 40, clients: 3, rating: 4.5 })));
    const before = await Promise.all(gone.map((g) => read(g.id)));

    const res = await t.rest('POST', '/services/bulk', { action: 'delete', ids: gone.map((g) => g.id) }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toHaveLength(2);
    for (const g of gone) expect(await read(g.id)).toBeNull();

    const undo = await t.rest('POST', `/bulk/${String(res.body.data.batchId)}/undo`, {}, admin);
    expect(undo.status).toBe(200);
    expect(await Promise.all(gone.map((g) => read(g.id)))).toEqual(before);
  });

  it('publishes every service matching a filter, refuses bad input by field, and lets only staff call it', async () => {
    const tag = `Filterable service ${String(Date.now())}`;
    const made = await Promise.all([1, 2, 3].map((n) => create(`${tag} ${String(n)}`, { status: 'draft' })));
    const res = await t.gql(BULK, { input: { action: 'publish', filter: { search: tag } } }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.bulkServices.succeeded.sort()).toEqual(made.map((m) => m.id).sort());
    expect((await t.gql(ONE, { id: made[0]?.id })).body.data.service.status).toBe('active');

    const neither = await t.rest('POST', '/services/bulk', { action: 'publish' }, admin);
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual({ ids: 'Give either ids or a filter' });
    const badAction = await t.rest('POST', '/services/bulk', { action: 'archive', ids: [made[0]?.id] }, admin);
    expect(badAction.status).toBe(400);
    expect(badAction.body.errors.action).toMatch(/Action must be one of publish, unpublish, delete/);
    expect((await t.rest('POST', '/services/bulk', { action: 'unpublish', ids: [made[0]?.id] }, student)).status).toBe(403);
    expect((await t.rest('POST', '/services/bulk', { action: 'unpublish', ids: [made[0]?.id] })).status).toBe(401);
    expect((await t.gql(BULK, { input: { action: 'unpublish', ids: [made[0]?.id] } }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('bulk actions on courses', () => {
  const FIELDS = 'id title description level price status skills instructor { name } modules { id title lessons { id title } }';
  const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { ${FIELDS} } }`;
  const ONE = `query($id: ID!) { course(id: $id) { ${FIELDS} } }`;
  const BUILDER = `query($id: ID!) { courseBuilder(courseId: $id) { modules { title lessons { title content } } } }`;
  const ENROLL = `mutation($courseId: ID!) { enrollInCourse(courseId: $courseId) { id } }`;
  const BULK = `mutation($input: CourseBulkInput!) { bulkCourses(input: $input) { batchId succeeded refused { id name reason } } }`;

  async function create(title: string, over: Record<string, unknown> = {}) {
    const input = {
      title,
      description: 'Machine learning from the ground up.',
      price: 0,
      skills: ['Python'],
      instructor: { name: 'Ada Lovelace' },
      modules: [{ title: 'Basics', lessons: [{ title: 'What is ML', content: `${title}: learning from data.` }] }],
      ...over,
    };
    const res = await t.gql(CREATE, { input }, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createCourse as { id: string; title: string; status: string };
  }
  const read = async (id: string) => (await t.gql(ONE, { id }, admin)).body.data.course as { status: string } | null;
  const builder = async (id: string) => (await t.gql(BUILDER, { id }, admin)).body.data?.courseBuilder as unknown;

  it("publishes what an editor may, says why it left a course with an empty module, and undo restores the outline and texts", async () => {
    const a = await create('Bulk course A', { status: 'draft' });
    const b = await create('Bulk course B', { status: 'archived' });
    const live = await create('Bulk course C', { status: 'published' });
    const empty = await create('Bulk course D', { status: 'draft', modules: [{ title: 'Coming soon', lessons: [] }] });
    const textsBefore = await builder(a.id);

    const res = await t.gql(BULK, { input: { action: 'publish', ids: [a.id, b.id, live.id, empty.id, MISSING] } }, editor);
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data.bulkCourses;
    expect(result.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(result.refused).toEqual([
      { id: live.id, name: 'Bulk course C', reason: 'It is already published.' },
      { id: empty.id, name: 'Bulk course D', reason: 'Module "Coming soon" has no lesson yet. Add at least one lesson to every module before publishing the course.' },
      { id: MISSING, name: null, reason: 'Course not found' },
    ]);
    expect((await t.gql(ONE, { id: a.id })).body.data.course.status).toBe('published');
    expect((await read(empty.id))?.status).toBe('draft');

    const undo = await t.gql(UNDO, { id: result.batchId }, editor);
    expect(undo.body.data.undoBulk).toEqual({ restored: 2 });
    expect((await read(a.id))?.status).toBe('draft');
    expect((await read(b.id))?.status).toBe('archived');
    expect(await builder(a.id)).toEqual(textsBefore);
  });

  it('deletes in bulk except courses with enrollments, and undo brings every deleted course back with its lesson texts', async () => {
    const taken = await create('Has learners');
    await t.gql(ENROLL, { courseId: taken.id }, student);
    const gone = await Promise.all(['Del C1', 'Del C2', 'Del C3'].map((title) => create(title)));
    const before = await Promise.all(gone.map(async (g) => ({ course: await read(g.id), texts: await builder(g.id) })));

    const res = await t.rest('POST', '/courses/bulk', { action: 'delete', ids: [...gone.map((g) => g.id), taken.id] }, editor);
    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toHaveLength(3);
    expect(res.body.data.refused).toEqual([
      { id: taken.id, name: 'Has learners', reason: 'This course has 1 enrollment and cannot be deleted. Archive it instead to take it off the catalog and keep its enrollments.' },
    ]);
    for (const g of gone) expect(await read(g.id)).toBeNull();
    expect(await read(taken.id)).not.toBeNull();
    // The deleted courses' lesson texts go with them.
    const texts = await mongoose.connection.collection('lesson_contents').countDocuments({ course: { $in: gone.map((g) => new mongoose.Types.ObjectId(g.id)) } });
    expect(texts).toBe(0);
    const entry = await mongoose.connection.collection('activities').findOne({ _id: new mongoose.Types.ObjectId(res.body.data.batchId as string) });
    expect(entry?.['summary']).toMatch(/deleted 3 courses: Del C1, Del C2, Del C3/);

    const undo = await t.rest('POST', `/bulk/${String(res.body.data.batchId)}/undo`, {}, editor);
    expect(undo.status).toBe(200);
    const after = await Promise.all(gone.map(async (g) => ({ course: await read(g.id), texts: await builder(g.id) })));
    expect(after).toEqual(before);
  });

  it('archives every course matching a filter, in the caller\'s language, and lets only staff call it', async () => {
    const tag = `Filterable course ${String(Date.now())}`;
    const made = await Promise.all([1, 2].map((n) => create(`${tag} ${String(n)}`)));
    const res = await t.gql(BULK, { input: { action: 'archive', filter: { search: tag } } }, admin);
    expect(res.body.data.bulkCourses.succeeded.sort()).toEqual(made.map((m) => m.id).sort());
    expect((await t.gql(ONE, { id: made[0]?.id })).body.data.course).toBeNull();

    const german = await fetch(`${t.url}/api/courses/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'accept-language': 'de' },
      body: JSON.stringify({ action: 'archive', ids: [made[0]?.id] }),
    });
    const body = (await german.json()) as { data: { refused: { reason: string }[] } };
    expect(body.data.refused[0]?.reason).not.toBe('It is already archived.');

    expect((await t.rest('POST', '/courses/bulk', { action: 'archive', ids: [made[0]?.id] }, student)).status).toBe(403);
    expect((await t.gql(BULK, { input: { action: 'archive', ids: [made[0]?.id] } })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('bulk actions on FAQs', () => {
  const CREATE = `mutation($input: FaqInput!) { createFaq(input: $input) { id question order isActive } }`;
  const BULK = `mutation($input: FaqBulkInput!) { bulkFaqs(input: $input) { batchId succeeded refused { id name reason } } }`;
  const ALL = `query { faqs { id question order isActive } }`;
  type Faq = { id: string; question: string; order: number; isActive: boolean };

  it('hides five FAQs from visitors in one action, keeps their places, and undo shows them again exactly as they were', async () => {
    const made: Faq[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await t.gql(CREATE, { input: { question: `Bulk question ${String(i)}?`, answer: 'An answer.', category: 'General' } }, admin);
      expect(res.body.errors).toBeUndefined();
      made.push(res.body.data.createFaq as Faq);
    }
    const hidden = await t.gql(CREATE, { input: { question: 'Already hidden?', answer: 'Yes.', category: 'General', isActive: false } }, admin);
    const before = (await t.gql(ALL, {}, admin)).body.data.faqs as Faq[];

    const res = await t.gql(BULK, { input: { action: 'deactivate', ids: [...made.map((f) => f.id), hidden.body.data.createFaq.id] } }, editor);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.bulkFaqs.succeeded).toEqual(made.map((f) => f.id));
    expect(res.body.data.bulkFaqs.refused).toEqual([{ id: hidden.body.data.createFaq.id, name: 'Already hidden?', reason: 'It is already hidden.' }]);
    // Visitors no longer see them; staff still do, in the same places.
    const publicQuestions = ((await t.gql(ALL)).body.data.faqs as Faq[]).map((f) => f.question);
    for (const faq of made) expect(publicQuestions).not.toContain(faq.question);
    const afterAction = (await t.gql(ALL, {}, admin)).body.data.faqs as Faq[];
    expect(afterAction.map((f) => [f.id, f.order])).toEqual(before.map((f) => [f.id, f.order]));

    const undo = await t.gql(UNDO, { id: res.body.data.bulkFaqs.batchId }, editor);
    expect(undo.body.errors).toBeUndefined();
    expect(undo.body.data.undoBulk).toEqual({ restored: 5 });
    expect((await t.gql(ALL, {}, admin)).body.data.faqs).toEqual(before);
  });

  it('the REST twin shows every hidden FAQ matching the filter; students and guests may not', async () => {
    const res = await t.gql(CREATE, { input: { question: 'Hidden for REST?', answer: 'Yes.', category: 'General', isActive: false } }, admin);
    const id = res.body.data.createFaq.id as string;
    const rest = await t.rest('POST', '/faqs/bulk', { action: 'activate', filter: {} }, admin);
    expect(rest.status).toBe(200);
    expect((rest.body as { data: { succeeded: string[] } }).data.succeeded).toContain(id);
    expect(((await t.gql(ALL)).body.data.faqs as Faq[]).map((f) => f.id)).toContain(id);
    expect((await t.rest('POST', '/faqs/bulk', { action: 'deactivate', ids: [id] }, student)).status).toBe(403);
    expect((await t.rest('POST', '/faqs/bulk', { action: 'deactivate', ids: [id] })).status).toBe(401);
    const bad = await t.rest('POST', '/faqs/bulk', { action: 'hide', ids: [id] }, admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/action/i);
  });
});
