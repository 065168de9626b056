import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: string;
let editor: string;
let student: string;

const SERVICE_FIELDS = 'id title description shortDescription icon features price { basic premium enterprise } category status popularity clients rating createdAt updatedAt';
const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { ${SERVICE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteService(id: $id) }`;
const LIST = `query($filter: ServiceFilter, $page: PageInput) { services(filter: $filter, page: $page) { total page pageSize items { id title status category features } } }`;
const STATS = `{ serviceStats { total active totalClients averageRating } }`;

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'LLM Integration',
  description: 'We integrate large language models into your products.',
  shortDescription: 'LLMs in your products.',
  category: 'Development',
  ...over,
});

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.userWithToken('admin')).token;
  editor = (await t.userWithToken('editor')).token;
  student = (await t.userWithToken('student')).token;
});
afterAll(() => t.close());

describe('creating a service', () => {
  it('applies the form defaults: draft, tools emoji, empty features dropped, prices 0', async () => {
    const res = await t.gql(CREATE, { input: valid({ features: ['Fine-tuning', '  ', '', 'RAG pipelines'] }) }, admin);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.createService;
    expect(s).toMatchObject({ status: 'draft', icon: '🛠️', features: ['Fine-tuning', 'RAG pipelines'], price: { basic: 0, premium: 0, enterprise: 0 }, popularity: 0, clients: 0, rating: 0 });
    expect(new Date(s.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('names every missing required field', async () => {
    const res = await t.gql(CREATE, { input: { title: ' ', description: '', shortDescription: '', category: '' } }, admin);
    const err = res.body.errors?.[0];
    expect(err?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(err?.extensions?.fields).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      shortDescription: 'Short description is required',
      category: 'Category is required',
    });
  });

  it('refuses icons over 2 characters, negative or fractional prices, unknown categories', async () => {
    const res = await t.gql(CREATE, { input: valid({ icon: 'abc', category: 'Cooking', price: { basic: -1 } }) }, admin);
    expect(res.body.errors?.[0]?.extensions?.fields).toMatchObject({
      icon: 'Icon must be at most 2 characters',
      category: 'Category must be one of Consulting, Development, Analytics, Training, Automation',
      'price.basic': 'Basic price must be at least 0',
    });
    // GraphQL's Int already refuses fractions; REST callers get the same rule from the service.
    const rest = await t.rest('POST', '/services', valid({ price: { premium: 2.5 } }), admin);
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ 'price.premium': 'Premium price must be a whole number' });
    // Spec section 5: a price that is not a number becomes 0.
    const lenient = await t.rest('POST', '/services', valid({ price: { basic: 'lots', premium: '250' } }), admin);
    expect(lenient.body.data.price).toEqual({ basic: 0, premium: 250, enterprise: 0 });
  });

  it('counts an emoji with a variation selector as one character', async () => {
    const res = await t.gql(CREATE, { input: valid({ icon: '⚙️🤖' }) }, admin);
    expect(res.body.data?.createService.icon).toBe('⚙️🤖');
  });

  it('lets editors create, and refuses guests and students with the right codes', async () => {
    expect((await t.gql(CREATE, { input: valid() }, editor)).body.data?.createService.title).toBe('LLM Integration');
    const guest = await t.gql(CREATE, { input: valid() });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asStudent = await t.gql(CREATE, { input: valid() }, student);
    expect(asStudent.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('who sees what', () => {
  it('shows guests and students active services only, whatever the filter asks; admins see all', async () => {
    const active = (await t.gql(CREATE, { input: valid({ title: 'Visible one', status: 'active' }) }, admin)).body.data.createService;
    const hidden = (await t.gql(CREATE, { input: valid({ title: 'Hidden draft', status: 'draft' }) }, admin)).body.data.createService;
    for (const token of [null, student]) {
      const res = await t.gql(LIST, { filter: { status: 'draft' }, page: { pageSize: 100 } }, token);
      const ids = res.body.data.services.items.map((s: { id: string }) => s.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(hidden.id);
      expect(res.body.data.services.items.every((s: { status: string }) => s.status === 'active')).toBe(true);
      const one = await t.gql(`query($id: ID!) { service(id: $id) { id } }`, { id: hidden.id }, token);
      expect(one.body.data.service).toBeNull();
    }
    const all = await t.gql(LIST, { filter: { status: 'draft' }, page: { pageSize: 100 } }, admin);
    expect(all.body.data.services.items.map((s: { id: string }) => s.id)).toContain(hidden.id);
  });

  it('searches title and features case-insensitively and filters by category', async () => {
    await t.gql(CREATE, { input: valid({ title: 'Chatbot Studio', category: 'Automation', features: ['Voice assistants'] }) }, admin);
    const byFeature = await t.gql(LIST, { filter: { search: 'VOICE' } }, admin);
    expect(byFeature.body.data.services.items.map((s: { title: string }) => s.title)).toEqual(['Chatbot Studio']);
    const byCategory = await t.gql(LIST, { filter: { category: 'Automation' } }, admin);
    expect(byCategory.body.data.services.items.every((s: { category: string }) => s.category === 'Automation')).toBe(true);
    const regexChars = await t.gql(LIST, { filter: { search: '.*(' } }, admin);
    expect(regexChars.body.data.services.total).toBe(0);
  });

  it('paginates on the server', async () => {
    const first = await t.gql(LIST, { page: { page: 1, pageSize: 2 } }, admin);
    const second = await t.gql(LIST, { page: { page: 2, pageSize: 2 } }, admin);
    expect(first.body.data.services.items).toHaveLength(2);
    expect(first.body.data.services.total).toBeGreaterThan(3);
    expect(second.body.data.services.items[0].id).not.toBe(first.body.data.services.items[0].id);
  });
});

describe('updating and deleting', () => {
  it('keeps popularity, clients and rating when the admin edit omits them', async () => {
    const s = (await t.gql(CREATE, { input: valid({ popularity: 70, clients: 12, rating: 4.5 }) }, admin)).body.data.createService;
    const res = await t.gql(UPDATE, { id: s.id, input: valid({ title: 'Renamed', status: 'active' }) }, admin);
    expect(res.body.data.updateService).toMatchObject({ title: 'Renamed', status: 'active', popularity: 70, clients: 12, rating: 4.5 });
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope']) {
      const res = await t.gql(UPDATE, { id, input: valid() }, admin);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses students, then deletes for admins so the service is gone', async () => {
    const s = (await t.gql(CREATE, { input: valid() }, admin)).body.data.createService;
    expect((await t.gql(DELETE, { id: s.id }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { id: s.id, input: valid() }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: s.id }, admin)).body.data.deleteService).toBe(s.id);
    expect((await t.gql(`query($id: ID!) { service(id: $id) { id } }`, { id: s.id }, admin)).body.data.service).toBeNull();
  });
});

describe('stats', () => {
  it('are computed from the data and admin-only', async () => {
    const before = (await t.gql(STATS, {}, admin)).body.data.serviceStats;
    await t.gql(CREATE, { input: valid({ status: 'active', clients: 10, rating: 5 }) }, admin);
    const after = (await t.gql(STATS, {}, admin)).body.data.serviceStats;
    expect(after.total).toBe(before.total + 1);
    expect(after.active).toBe(before.active + 1);
    expect(after.totalClients).toBe(before.totalClients + 10);
    expect((await t.gql(STATS, {}, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('REST /api/services', () => {
  it('serves the same rules with the { data } envelope and field errors', async () => {
    const created = await t.rest('POST', '/services', valid({ status: 'active' }), admin);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'LLM Integration', status: 'active' });
    expect(created.body.data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.body.data._id).toBeUndefined();

    const list = await t.rest('GET', '/services');
    expect(list.status).toBe(200);
    expect(list.body.data.every((s: { status: string }) => s.status === 'active')).toBe(true);
    expect(list.body.meta.total).toBeGreaterThan(0);

    const one = await t.rest('GET', `/services/${created.body.data.id}`);
    expect(one.body.data.title).toBe('LLM Integration');

    const bad = await t.rest('POST', '/services', { title: 'x' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.description).toBe('Description is required');

    expect((await t.rest('POST', '/services', valid())).status).toBe(401);
    expect((await t.rest('POST', '/services', valid(), student)).status).toBe(403);
    expect((await t.rest('PUT', `/services/${created.body.data.id}`, valid(), student)).status).toBe(403);
    expect((await t.rest('DELETE', `/services/${created.body.data.id}`, undefined, student)).status).toBe(403);

    const put = await t.rest('PUT', `/services/${created.body.data.id}`, valid({ title: 'Put title' }), admin);
    expect(put.body.data.title).toBe('Put title');
    const del = await t.rest('DELETE', `/services/${created.body.data.id}`, undefined, admin);
    expect(del.body.data).toEqual({ id: created.body.data.id });
    expect((await t.rest('GET', `/services/${created.body.data.id}`)).status).toBe(404);
  });

  it('answers malformed JSON with 400 and a readable message, not a stack trace', async () => {
    const res = await t.rest('POST', '/services', '{"title":', admin);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.', errors: { body: 'Send a JSON object' } });
  });
});
