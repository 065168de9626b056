/**
 * Versions and restore of services, courses (outline, quizzes and lesson texts), FAQs and offices:
 * an earlier version's fields come back as a new, recorded version; a deleted item comes back with
 * its id and is public again; staff (administrators and editors) may restore, no one else may.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let editor: string;
let student: string;

const REVISIONS = `query($type: String!, $id: ID!) { revisions(entityType: $type, entityId: $id) { total items { id kind changedFields } current { field value } } }`;
const RESTORE = `mutation($id: ID!) { restoreRevision(id: $id) { entityType entityId } }`;
const HISTORY = `query($type: String!, $id: ID!) { recordHistory(entityType: $type, entityId: $id) { items { summary } } }`;

type Version = { id: string; kind: string; changedFields: string[] };

async function versions(type: string, id: string, token = admin): Promise<Version[]> {
  const res = await t.gql(REVISIONS, { type, id }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.revisions.items;
}

async function restore(versionId: string, token: string) {
  const res = await t.gql(RESTORE, { id: versionId }, token);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.restoreRevision as { entityType: string; entityId: string };
}

async function latestSummary(type: string, id: string): Promise<string> {
  return (await t.gql(HISTORY, { type, id }, admin)).body.data.recordHistory.items[0].summary;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  editor = (await t.userWithToken('editor')).token;
  student = (await t.userWithToken('student')).token;
});
afterAll(() => t.close());

describe('services', () => {
  const FIELDS = 'id title description shortDescription icon features price { basic premium enterprise } category status popularity clients rating';
  const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { ${FIELDS} } }`;
  const ONE = `query($id: ID!) { service(id: $id) { ${FIELDS} } }`;
  const service = (over: Record<string, unknown> = {}) => ({
    title: 'AI Strategy',
    description: 'A roadmap for AI in your business.',
    shortDescription: 'Roadmap workshops',
    icon: '🧭',
    features: ['Workshop', 'Roadmap'],
    category: 'Consulting',
    status: 'active',
    price: { basic: 1000, premium: 2000, enterprise: 5000 },
    ...over,
  });

  it('restores an earlier version with its nested price and features, as a recorded version an editor may make', async () => {
    const created = (await t.gql(CREATE, { input: service() }, admin)).body.data.createService;
    const edited = await t.gql(UPDATE, { id: created.id, input: service({ title: 'AI Strategy Sprint', features: ['Sprint'], price: { basic: 1500, premium: 2500, enterprise: 6000 }, status: 'inactive' }) }, admin);
    expect(edited.body.errors).toBeUndefined();

    const [latest, baseline] = await versions('service', created.id, editor);
    expect(latest?.kind).toBe('update');
    expect(latest?.changedFields).toEqual(expect.arrayContaining(['features', 'price', 'status', 'title']));
    expect(baseline?.kind).toBe('baseline');

    // Refused to a learner and a guest, done for an editor.
    expect((await t.gql(RESTORE, { id: baseline?.id }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RESTORE, { id: baseline?.id }, null)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await restore(baseline?.id ?? '', editor)).toEqual({ entityType: 'service', entityId: created.id });

    const now = (await t.gql(ONE, { id: created.id }, null)).body.data.service;
    expect(now).toEqual(created);
    expect((await versions('service', created.id))[0]?.kind).toBe('restore');
    expect(await latestSummary('service', created.id)).toMatch(/restored service AI Strategy to its version of/);
  });

  it('brings a deleted service back with its id, public again', async () => {
    const created = (await t.gql(CREATE, { input: service({ title: 'Chatbot Build' }) }, admin)).body.data.createService;
    expect((await t.rest('DELETE', `/services/${created.id}`, undefined, admin)).status).toBe(200);
    expect((await t.gql(ONE, { id: created.id }, null)).body.data.service).toBeNull();

    const list = await t.rest('GET', `/services/${created.id}/revisions`, undefined, editor);
    expect(list.status).toBe(200);
    expect(list.body.data.current).toBeNull();
    expect(list.body.data.items[0].kind).toBe('delete');
    expect((await t.rest('GET', `/services/${created.id}/revisions`, undefined, student)).status).toBe(403);

    const restored = await t.rest('POST', `/services/${created.id}/revisions/${String(list.body.data.items[0].id)}/restore`, {}, admin);
    expect(restored.status).toBe(200);
    expect((await t.gql(ONE, { id: created.id }, null)).body.data.service).toEqual(created);
  });
});

describe('courses', () => {
  const FIELDS = 'id title description level price discountPrice status skills certificate instructor { name title } modules { id title lessons { id title } quiz { id title } }';
  const CREATE = `mutation($input: CourseInput!) { createCourse(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: CourseUpdateInput!) { updateCourse(id: $id, input: $input) { ${FIELDS} } }`;
  const ONE = `query($id: ID!) { course(id: $id) { ${FIELDS} } }`;
  const BUILDER = `query($id: ID!) { courseBuilder(courseId: $id) { modules { title lessons { title content contentTranslations { es { content } } } quiz { title passMark questions { text translations { es { text options } } options { text correct } } } } } }`;
  const quiz = (title: string, passMark: number, answer: string) => ({
    title,
    passMark,
    questions: [
      { text: 'What is a tensor?', kind: 'single', translations: { es: { text: '¿Qué es un tensor?', options: [`${answer} (es)`, 'Un pez'] } }, options: [{ text: answer, correct: true }, { text: 'A fish', correct: false }] },
    ],
  });
  const course = (over: Record<string, unknown> = {}) => ({
    title: 'Intro to ML',
    description: 'Machine learning from the ground up.',
    level: 'beginner',
    price: 49,
    status: 'published',
    skills: ['Python'],
    instructor: { name: 'Ada Lovelace', title: 'Lead' },
    modules: [
      { title: 'Basics', lessons: [{ title: 'What is ML', content: 'Learning from data.', contentTranslations: { es: { content: 'Aprender de los datos.' } } }], quiz: quiz('Basics quiz', 60, 'An array') },
      { title: 'Models', lessons: [{ title: 'Regression', content: 'Fitting a line.' }] },
    ],
    ...over,
  });

  it('restores the details, outline, quizzes and lesson texts of an earlier version, with their other languages', async () => {
    const created = (await t.gql(CREATE, { input: course() }, admin)).body.data.createCourse;
    const builderBefore = (await t.gql(BUILDER, { id: created.id }, admin)).body.data.courseBuilder;
    expect(builderBefore.modules[0].lessons[0].contentTranslations).toEqual({ es: { content: 'Aprender de los datos.' } });
    expect(builderBefore.modules[0].quiz.questions[0].translations).toEqual({ es: { text: '¿Qué es un tensor?', options: ['An array (es)', 'Un pez'] } });
    const edited = await t.gql(
      UPDATE,
      {
        id: created.id,
        input: {
          title: 'Machine Learning 101',
          price: 99,
          skills: ['Python', 'NumPy'],
          modules: [{ title: 'Everything', lessons: [{ title: 'All at once', content: 'Rewritten text.' }], quiz: quiz('Final', 80, 'A matrix') }],
        },
      },
      editor,
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateCourse.modules).toHaveLength(1);

    const [latest, baseline] = await versions('course', created.id);
    expect(latest?.changedFields).toEqual(expect.arrayContaining(['modules', 'price', 'skills', 'title']));
    await restore(baseline?.id ?? '', editor);

    expect((await t.gql(ONE, { id: created.id }, null)).body.data.course).toEqual(created);
    expect((await t.gql(BUILDER, { id: created.id }, admin)).body.data.courseBuilder).toEqual(builderBefore);
    expect(await latestSummary('course', created.id)).toMatch(/restored course Intro to ML to its version of/);
  });

  it('brings a deleted course back with its id and its lesson texts', async () => {
    const created = (await t.gql(CREATE, { input: course({ title: 'Deep Learning' }) }, admin)).body.data.createCourse;
    const builderBefore = (await t.gql(BUILDER, { id: created.id }, admin)).body.data.courseBuilder;
    expect((await t.gql(`mutation($id: ID!) { deleteCourse(id: $id) }`, { id: created.id }, admin)).body.errors).toBeUndefined();
    expect((await t.gql(ONE, { id: created.id }, null)).body.data.course).toBeNull();

    const [deleted] = await versions('course', created.id, editor);
    expect(deleted?.kind).toBe('delete');
    await restore(deleted?.id ?? '', admin);
    expect((await t.gql(ONE, { id: created.id }, null)).body.data.course).toEqual(created);
    expect((await t.gql(BUILDER, { id: created.id }, admin)).body.data.courseBuilder).toEqual(builderBefore);
  });

  it('refuses a version whose lesson video has been deleted since, and changes nothing', async () => {
    const created = (await t.gql(CREATE, { input: course({ title: 'Video course', status: 'draft' }) }, admin)).body.data.createCourse;
    const fileId = new mongoose.Types.ObjectId();
    const video = { fileId, name: 'intro.mp4', contentType: 'video/mp4', size: 10 };
    // A lesson with an uploaded video, whose file record is then removed.
    await mongoose.connection.collection('courses').updateOne({ _id: new mongoose.Types.ObjectId(created.id) }, { $set: { 'modules.0.lessons.0.video': video } });
    await t.gql(UPDATE, { id: created.id, input: { title: 'Video course, renamed' } }, admin);
    const [, baseline] = await versions('course', created.id);

    const res = await t.gql(RESTORE, { id: baseline?.id }, admin);
    expect(res.body.errors?.[0]?.message).toBe('This version cannot be restored: a video or attachment its lessons use has been deleted from the course files.');
    expect((await t.gql(ONE, { id: created.id }, admin)).body.data.course.title).toBe('Video course, renamed');
  });
});

describe('FAQs', () => {
  const FIELDS = 'id question answer category order isActive tags';
  const CREATE = `mutation($input: FaqInput!) { createFaq(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: FaqUpdateInput!) { updateFaq(id: $id, input: $input) { ${FIELDS} } }`;
  const LIST = `{ faqs(activeOnly: true) { ${FIELDS} } }`;
  const publicFaq = async (id: string) => ((await t.gql(LIST, {})).body.data.faqs as { id: string }[]).find((f) => f.id === id) ?? null;

  it('restores question, answer, tags and visibility, keeping the FAQ in its place', async () => {
    const created = (await t.gql(CREATE, { input: { question: 'Do you train teams?', answer: 'Yes, on site or online.', category: 'training', tags: ['teams'] } }, admin)).body.data.createFaq;
    await t.gql(UPDATE, { id: created.id, input: { question: 'Do you train?', answer: 'Sometimes.', tags: [], isActive: false } }, admin);
    expect(await publicFaq(created.id)).toBeNull();

    const [, baseline] = await versions('faq', created.id);
    await restore(baseline?.id ?? '', editor);
    expect(await publicFaq(created.id)).toEqual(created);
  });

  it('brings a deleted FAQ back with its id, last in the list, positions still 1 to n', async () => {
    const first = (await t.gql(CREATE, { input: { question: 'Where are you?', answer: 'Berlin.', category: 'general' } }, admin)).body.data.createFaq;
    await t.gql(CREATE, { input: { question: 'When are you open?', answer: 'Weekdays.', category: 'general' } }, admin);
    expect((await t.gql(`mutation($id: ID!) { deleteFaq(id: $id) }`, { id: first.id }, admin)).body.errors).toBeUndefined();

    const [deleted] = await versions('faq', first.id);
    expect(deleted?.kind).toBe('delete');
    await restore(deleted?.id ?? '', admin);
    const all = (await t.gql(`{ faqs { id order } }`, {}, admin)).body.data.faqs as { id: string; order: number }[];
    expect(all.at(-1)?.id).toBe(first.id);
    expect(all.map((f) => f.order)).toEqual(all.map((_, i) => i + 1));
    expect(await publicFaq(first.id)).toMatchObject({ question: 'Where are you?', answer: 'Berlin.' });
  });
});

describe('offices', () => {
  const FIELDS = 'id name address city country phone email timezone isHeadquarters isActive workingHours coordinates { lat lng }';
  const CREATE = `mutation($input: GlobalOfficeInput!) { createGlobalOffice(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: GlobalOfficeUpdateInput!) { updateGlobalOffice(id: $id, input: $input) { ${FIELDS} } }`;
  const LIST = `{ globalOffices { ${FIELDS} } }`;
  const office = (over: Record<string, unknown> = {}) => ({
    name: 'Lisbon Office',
    address: 'Rua Augusta 1',
    city: 'Lisbon',
    country: 'Portugal',
    phone: '+351 21 000 0000',
    email: 'lisbon@aisolutions.com',
    timezone: 'WET (UTC+0)',
    workingHours: 'Mon-Fri 9-18',
    coordinates: { lat: 38.71, lng: -9.14 },
    ...over,
  });
  const offices = async (token: string | null = admin) => (await t.gql(LIST, {}, token)).body.data.globalOffices as { id: string; isHeadquarters: boolean }[];

  it('restores an office as headquarters, making the one that took over a plain office again', async () => {
    const lisbon = (await t.gql(CREATE, { input: office({ isHeadquarters: true }) }, admin)).body.data.createGlobalOffice;
    const porto = (await t.gql(CREATE, { input: office({ name: 'Porto Office', city: 'Porto' }) }, admin)).body.data.createGlobalOffice;
    await t.gql(UPDATE, { id: lisbon.id, input: { phone: '+351 21 999 9999', coordinates: null, isHeadquarters: false } }, admin);
    await t.gql(UPDATE, { id: porto.id, input: { isHeadquarters: true } }, admin);

    const [, baseline] = await versions('office', lisbon.id);
    await restore(baseline?.id ?? '', editor);
    const now = await offices();
    expect(now.find((o) => o.id === lisbon.id)).toEqual(lisbon);
    expect(now.filter((o) => o.isHeadquarters).map((o) => o.id)).toEqual([lisbon.id]);
  });

  it('brings a deleted office back with its id', async () => {
    const created = (await t.gql(CREATE, { input: office({ name: 'Madrid Office', city: 'Madrid' }) }, admin)).body.data.createGlobalOffice;
    expect((await t.gql(`mutation($id: ID!) { deleteGlobalOffice(id: $id) }`, { id: created.id }, admin)).body.errors).toBeUndefined();
    const list = await t.rest('GET', `/offices/${created.id}/revisions`, undefined, admin);
    expect(list.body.data.items[0].kind).toBe('delete');
    const restored = await t.rest('POST', `/offices/${created.id}/revisions/${String(list.body.data.items[0].id)}/restore`, {}, editor);
    expect(restored.status).toBe(200);
    expect((await offices(null)).find((o) => o.id === created.id)).toEqual(created);
  });
});
