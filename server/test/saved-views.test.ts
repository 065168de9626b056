/**
 * Saved views of the back office's lists: a staff member saves, lists and deletes named views;
 * nobody else (an administrator included) lists or deletes them; the name is required, at most 60
 * characters, 50 views per list; GraphQL and REST alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
let editor: string;
let otherAdmin: string;
let student: string;

const SAVE = `mutation($input: SavedViewInput!) { saveView(input: $input) { id list name search } }`;
const MINE = `query($list: SavedViewList!) { mySavedViews(list: $list) { id name search } }`;
const DELETE = `mutation($id: ID!) { deleteSavedView(id: $id) }`;

beforeAll(async () => {
  t = await startTestServer();
  editor = (await t.userWithToken('editor')).token;
  otherAdmin = (await t.userWithToken('admin')).token;
  student = (await t.userWithToken('student')).token;
});
afterAll(() => t.close());

describe('saved views', () => {
  it('saves, lists by name and replaces a view of the same name, leaving the page out', async () => {
    const first = await t.gql(SAVE, { input: { list: 'jobs', name: 'Paused engineering', search: '?status=paused&search=engineer&page=3' } }, editor);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.saveView).toMatchObject({ list: 'jobs', name: 'Paused engineering', search: 'status=paused&search=engineer' });
    await t.gql(SAVE, { input: { list: 'jobs', name: 'Active', search: 'status=active' } }, editor);
    await t.gql(SAVE, { input: { list: 'services', name: 'Drafts', search: 'status=draft' } }, editor);
    const again = await t.gql(SAVE, { input: { list: 'jobs', name: 'Paused engineering', search: 'status=paused&level=senior' } }, editor);
    expect(again.body.data.saveView.id).toBe(first.body.data.saveView.id);

    const jobs = (await t.gql(MINE, { list: 'jobs' }, editor)).body.data.mySavedViews;
    expect(jobs).toEqual([
      { id: expect.any(String), name: 'Active', search: 'status=active' },
      { id: first.body.data.saveView.id, name: 'Paused engineering', search: 'status=paused&level=senior' },
    ]);

    const rest = await t.rest('GET', '/me/views?list=services', undefined, editor);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual([expect.objectContaining({ list: 'services', name: 'Drafts', search: 'status=draft' })]);
  });

  it('keeps each view its owner’s: another administrator neither lists nor deletes it', async () => {
    const mine = (await t.rest('POST', '/me/views', { list: 'users', name: 'Suspended learners', search: 'role=student&status=suspended' }, editor)).body.data;
    expect(mine.name).toBe('Suspended learners');

    expect((await t.gql(MINE, { list: 'users' }, otherAdmin)).body.data.mySavedViews).toEqual([]);
    expect((await t.rest('GET', '/me/views?list=users', undefined, otherAdmin)).body.data).toEqual([]);
    const refused = await t.rest('DELETE', `/me/views/${String(mine.id)}`, undefined, otherAdmin);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('View not found');
    expect((await t.gql(DELETE, { id: mine.id }, otherAdmin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(MINE, { list: 'users' }, editor)).body.data.mySavedViews).toHaveLength(1);

    const deleted = await t.rest('DELETE', `/me/views/${String(mine.id)}`, undefined, editor);
    expect(deleted.status).toBe(200);
    expect((await t.gql(MINE, { list: 'users' }, editor)).body.data.mySavedViews).toEqual([]);
  });

  it('says which field is wrong: a missing or long name, an unknown list, the 51st view', async () => {
    const blank = await t.rest('POST', '/me/views', { list: 'jobs', name: '   ', search: '' }, editor);
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: 'Name the view' });
    const long = await t.gql(SAVE, { input: { list: 'jobs', name: 'x'.repeat(61), search: '' } }, editor);
    expect(long.body.errors?.[0]?.extensions?.fields).toEqual({ name: 'A view name must be at most 60 characters' });
    const unknown = await t.rest('POST', '/me/views', { list: 'planets', name: 'Mars', search: '' }, editor);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors as object)).toEqual(['list']);
    expect((await t.rest('GET', '/me/views?list=planets', undefined, editor)).status).toBe(400);

    const owner = (await t.userWithToken('editor')).token;
    for (let n = 1; n <= 50; n++) {
      const res = await t.rest('POST', '/me/views', { list: 'courses', name: `View ${String(n)}`, search: `search=${String(n)}` }, owner);
      expect(res.status).toBe(201);
    }
    const tooMany = await t.rest('POST', '/me/views', { list: 'courses', name: 'View 51', search: '' }, owner);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ name: 'You can keep at most 50 views of a list. Delete one to save another.' });
    // Replacing one of the fifty is still allowed, and another list has its own fifty.
    expect((await t.rest('POST', '/me/views', { list: 'courses', name: 'View 7', search: 'level=advanced' }, owner)).status).toBe(201);
    expect((await t.rest('POST', '/me/views', { list: 'jobs', name: 'View 51', search: '' }, owner)).status).toBe(201);
  });

  it('is for staff only', async () => {
    expect((await t.rest('GET', '/me/views?list=jobs', undefined, student)).status).toBe(403);
    expect((await t.rest('POST', '/me/views', { list: 'jobs', name: 'Mine', search: '' })).status).toBe(401);
    expect((await t.gql(MINE, { list: 'jobs' }, student)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
