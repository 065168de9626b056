/**
 * The activity log: written by the services in the same transaction as each change,
 * free of secrets, and read by staff as a filtered list and as one record's history.
 */
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityModel } from '../src/modules/activity/activity.model.js';
import { recordActivity } from '../src/modules/activity/activity.record.js';
import { startTestServer, STRONG_PASSWORD, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let admin: { id: string; token: string };
let student: { id: string; token: string; email: string };

const ENTRY = 'id at actorId actorName actorRole action entityType entityId summary status link sample changes { field before after }';
const LIST = `query($filter: ActivityFilter, $page: PageInput) { activity(filter: $filter, page: $page) { total page pageSize items { ${ENTRY} } } }`;
const HISTORY = `query($type: String!, $id: ID!) { recordHistory(entityType: $type, entityId: $id) { total items { ${ENTRY} } } }`;
const CREATE_SERVICE = `mutation($input: ServiceInput!) { createService(input: $input) { id } }`;
const UPDATE_SERVICE = `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id } }`;
const DELETE_SERVICE = `mutation($id: ID!) { deleteService(id: $id) }`;
const service = (over: Record<string, unknown> = {}) => ({
  title: 'LLM Integration',
  description: 'We integrate large language models into your products.',
  shortDescription: 'LLMs in your products.',
  category: 'Development',
  ...over,
});

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin', { name: 'Ana Ruiz' });
  student = await t.userWithToken('student', { name: 'Sam Student' });
});
afterAll(() => t.close());

describe('a record’s history', () => {
  it('lists create, update (with each changed field before and after) and delete, newest first, by whom', async () => {
    const id = (await t.gql(CREATE_SERVICE, { input: service() }, admin.token)).body.data.createService.id as string;
    await t.gql(UPDATE_SERVICE, { id, input: service({ title: 'LLM Integration Pro', clients: 3 }) }, admin.token);
    await t.gql(UPDATE_SERVICE, { id, input: service({ title: 'LLM Integration Pro', clients: 3, status: 'active' }) }, admin.token);
    await t.gql(DELETE_SERVICE, { id }, admin.token);

    const res = await t.gql(HISTORY, { type: 'service', id }, admin.token);
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data.recordHistory.items;
    expect(items.map((e: { action: string }) => e.action)).toEqual(['delete', 'status-change', 'update', 'create']);
    expect(items[3]).toMatchObject({ actorId: admin.id, actorName: 'Ana Ruiz', actorRole: 'admin', summary: 'Ana Ruiz created service LLM Integration', status: 'success', link: '/admin/services', sample: false });
    expect(items[2].changes).toEqual([
      { field: 'clients', before: '0', after: '3' },
      { field: 'title', before: 'LLM Integration', after: 'LLM Integration Pro' },
    ]);
    expect(items[1].changes).toEqual([{ field: 'status', before: 'draft', after: 'active' }]);
    expect(items[0].summary).toBe('Ana Ruiz deleted service LLM Integration Pro');
  });

  it('saving a form unchanged adds no entry', async () => {
    const id = (await t.gql(CREATE_SERVICE, { input: service({ title: 'Same' }) }, admin.token)).body.data.createService.id as string;
    await t.gql(UPDATE_SERVICE, { id, input: service({ title: 'Same' }) }, admin.token);
    expect((await t.gql(HISTORY, { type: 'service', id }, admin.token)).body.data.recordHistory.total).toBe(1);
  });
});

describe('transactions', () => {
  it('a rolled-back change leaves no entry', async () => {
    const before = await ActivityModel.countDocuments();
    await expect(
      mongoose.connection.transaction(async (session) => {
        await recordActivity({ actor: 'system', action: 'update', entityType: 'course', summary: 'never happened' }, session);
        throw new Error('the write after it failed');
      }),
    ).rejects.toThrow('the write after it failed');
    expect(await ActivityModel.countDocuments()).toBe(before);
    expect(await ActivityModel.exists({ summary: 'never happened' })).toBeNull();
  });

  it('a refused write (deleting the last admin’s own account, a missing record) logs nothing', async () => {
    const before = await ActivityModel.countDocuments();
    await t.gql(DELETE_SERVICE, { id: '0123456789abcdef01234567' }, admin.token);
    await t.gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: admin.id }, admin.token);
    expect(await ActivityModel.countDocuments()).toBe(before);
  });
});

describe('secrets never enter the log', () => {
  it('keeps password hashes, tokens and addresses out of every entry', async () => {
    await t.gql(`mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }`, { c: STRONG_PASSWORD, n: 'An0ther!Passw0rd' }, student.token);
    await t.rest('POST', '/auth/register', { name: 'New Person', email: 'new.person@example.com', password: STRONG_PASSWORD, role: 'student', agreeToTerms: true });
    const signIn = await t.rest('POST', '/auth/login', { email: 'new.person@example.com', password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    await t.gql(`mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`, { id: student.id, input: { name: 'Sam Renamed', company: 'Acme' } }, admin.token);

    const stored = JSON.stringify(await ActivityModel.find().lean());
    expect(stored).not.toMatch(/passwordHash|\$argon2|tokenVersion|knownAddresses|eyJ/);
    const history = (await t.gql(HISTORY, { type: 'user', id: student.id }, admin.token)).body.data.recordHistory.items;
    expect(history.map((e: { summary: string }) => e.summary)).toEqual(['Ana Ruiz updated Sam Renamed', 'Sam Student changed their password']);
    expect(history[0].changes).toEqual([
      { field: 'company', before: null, after: 'Acme' },
      { field: 'name', before: 'Sam Student', after: 'Sam Renamed' },
    ]);
    expect(history[1].changes).toEqual([]);
  });
});

describe('the list', () => {
  it('filters by entity type, action, actor and date range, and names a wrong filter field', async () => {
    await t.rest('POST', '/contact-messages', { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Compilers', message: 'We would like to discuss an AI project.' });
    const messages = (await t.gql(LIST, { filter: { entityType: 'contact-message' } }, admin.token)).body.data.activity;
    expect(messages.items[0]).toMatchObject({ actorId: null, actorName: 'Visitor', actorRole: 'visitor', action: 'create', status: 'pending', summary: 'Grace Hopper sent a message: Compilers' });

    const byActor = (await t.gql(LIST, { filter: { actor: 'ana', action: 'delete' } }, admin.token)).body.data.activity;
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.items.every((e: { actorName: string; action: string }) => e.actorName === 'Ana Ruiz' && e.action === 'delete')).toBe(true);

    const future = (await t.gql(LIST, { filter: { from: new Date(Date.now() + 60_000).toISOString() } }, admin.token)).body.data.activity;
    expect(future.total).toBe(0);
    const all = (await t.gql(LIST, { filter: { from: new Date(Date.now() - 60_000).toISOString(), to: new Date().toISOString() }, page: { pageSize: 2 } }, admin.token)).body.data.activity;
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.total).toBe(await ActivityModel.countDocuments());

    const bad = await t.gql(LIST, { filter: { entityType: 'planet', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, admin.token);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { entityType: expect.stringContaining('Entity type must be one of') } });
    const backwards = await t.gql(LIST, { filter: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, admin.token);
    expect(backwards.body.errors?.[0]?.extensions?.fields).toEqual({ to: 'To must be on or after From' });
  });

  it('logs every export through the exports module’s hook', async () => {
    const res = await fetch(`${t.url}/api/exports/services/json`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await t.settle();
    const exports = (await t.gql(LIST, { filter: { action: 'export' } }, admin.token)).body.data.activity;
    expect(exports.items[0]).toMatchObject({ entityType: 'export', actorName: 'Ana Ruiz', actorRole: 'admin' });
    expect(exports.items[0].summary).toMatch(/^Ana Ruiz exported Services as JSON \(\d+ records?\)$/);
  });

  it('is for administrators and editors only', async () => {
    // (the first student's token was revoked by their password change above)
    const learner = await t.userWithToken('student');
    expect((await t.gql(LIST, {}, learner.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const editor = await t.userWithToken('editor');
    expect((await t.gql(HISTORY, { type: 'user', id: student.id }, editor.token)).body.errors).toBeUndefined();
  });
});

describe('in the reader’s language', () => {
  it('reads each summary in the reader’s language, an entry from before as it was stored, and exports them so', async () => {
    const id = (await t.gql(CREATE_SERVICE, { input: service({ title: 'Vision Kit' }) }, admin.token)).body.data.createService.id as string;
    await t.gql(UPDATE_SERVICE, { id, input: service({ title: 'Vision Kit Pro' }) }, admin.token);
    // Written before summaries kept their message: only its English text.
    await ActivityModel.create({ actorName: 'Old Admin', actorRole: 'admin', action: 'update', entityType: 'service', entityId: id, summary: 'Old Admin tidied service Vision Kit', at: new Date(Date.now() - 86_400_000) });
    const greta = await t.userWithToken('admin', { name: 'Greta Weber' });
    await mongoose.connection.collection('users').updateOne({ _id: new mongoose.Types.ObjectId(greta.id) }, { $set: { language: 'de' } });

    const summaries = async (token: string) =>
      ((await t.gql(HISTORY, { type: 'service', id }, token)).body.data.recordHistory.items as { summary: string }[]).map((e) => e.summary);
    expect(await summaries(greta.token)).toEqual(['Ana Ruiz hat die Leistung Vision Kit Pro geändert', 'Ana Ruiz hat die Leistung Vision Kit erstellt', 'Old Admin tidied service Vision Kit']);
    expect(await summaries(admin.token)).toEqual(['Ana Ruiz updated service Vision Kit Pro', 'Ana Ruiz created service Vision Kit', 'Old Admin tidied service Vision Kit']);

    const res = await fetch(`${t.url}/api/exports/activity/csv?entityType=service`, { headers: { authorization: `Bearer ${greta.token}` } });
    const csv = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(csv).toContain('Zusammenfassung');
    expect(csv).toContain('Ana Ruiz hat die Leistung Vision Kit Pro geändert');
    expect(csv).not.toContain('Ana Ruiz updated service Vision Kit Pro');
  });
});
