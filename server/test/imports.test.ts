import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailModel } from '../src/modules/mail/mail.model.js';
import { UserModel } from '../src/modules/users/user.model.js';
import { FaqModel } from '../src/modules/contact/faq.model.js';
import { ServiceModel } from '../src/modules/services/service.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { assertMatchesContract } from './helpers/contract.js';

let t: TestServer;
let admin: { id: string; token: string };
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.userWithToken('admin');
  editor = await t.userWithToken('editor');
});
afterAll(() => t.close());

async function upload(content: string | Buffer, name = 'people.csv', token = admin.token): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : content]), name);
  const res = await fetch(`${t.url}/api/imports`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  assertMatchesContract('POST', '/imports', res.status, body);
  return { status: res.status, body };
}

const PREVIEW = `mutation($fileId: ID!, $type: String!, $mapping: [ImportMappingInput!], $allow: Boolean) {
  importPreview(fileId: $fileId, type: $type, mapping: $mapping, allowStaffRoles: $allow) {
    columns fields mapping { column field } rows totalRows errorCount existing errors { row field message } } }`;
const COMMIT = `mutation($fileId: ID!, $type: String!, $mapping: [ImportMappingInput!], $on: String, $allow: Boolean) {
  importCommit(fileId: $fileId, type: $type, mapping: $mapping, onExisting: $on, allowStaffRoles: $allow) { created updated skipped } }`;

describe('imports', () => {
  it('works over REST as documented: upload, preview and commit, with 400 for a malformed file id', async () => {
    const up = await upload('name,email\nRest Import,rest.import@rest-import.test\n');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ kind: 'csv', filename: 'people.csv' });
    const preview = await t.rest('POST', `/imports/${up.body.data.fileId}/preview`, { type: 'users' }, admin.token);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ totalRows: 1, errorCount: 0, existing: 0 });
    const commit = await t.rest('POST', `/imports/${up.body.data.fileId}/commit`, { type: 'users' }, admin.token);
    expect(commit.body.data).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await UserModel.countDocuments({ email: 'rest.import@rest-import.test' })).toBe(1);
    const bad = await t.rest('POST', '/imports/not-an-id/preview', { type: 'users' }, admin.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['id']);
    const wrongType = await t.rest('POST', `/imports/${up.body.data.fileId}/preview`, { type: 'planets' }, admin.token);
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(['type']);
  });

  it('previews a semicolon CSV with automatic mapping and names each bad row and field; commit refuses and writes nothing', async () => {
    const csv = 'Full Name;E-mail Address;Role;Department\nAnna Import;anna@import.test;student;Sales\nBad Row;not-an-email;wizard;\nBob Import;bob@import.test;;\n';
    const up = await upload(csv);
    expect(up.status).toBe(201);
    const preview = (await t.gql(PREVIEW, { fileId: up.body.data.fileId, type: 'users' }, admin.token)).body.data.importPreview;
    expect(preview.mapping).toEqual([
      { column: 'Full Name', field: 'name' },
      { column: 'E-mail Address', field: 'email' },
      { column: 'Role', field: 'role' },
      { column: 'Department', field: 'department' },
    ]);
    expect(preview.totalRows).toBe(3);
    expect(preview.errors).toEqual([
      { row: 3, field: 'email', message: 'Enter a valid email address' },
      { row: 3, field: 'role', message: expect.stringContaining('Role must be one of') },
    ]);
    expect(JSON.parse(preview.rows[2])).toMatchObject({ name: 'Bob Import', email: 'bob@import.test', role: 'user', status: 'active' });
    const commit = await t.gql(COMMIT, { fileId: up.body.data.fileId, type: 'users' }, admin.token);
    expect(commit.body.errors?.[0]?.message).toBe('1 row has an error. Fix them and try again; nothing was imported.');
    expect(await UserModel.countDocuments({ email: /@import\.test$/ })).toBe(0);
  });

  it('commits a fixed file in one go, invites the new users, and skips or updates existing ones', async () => {
    const fixed = 'name,email,department\nAnna Import,anna@import.test,Sales\nBob Import,bob@import.test,\n';
    const up = await upload(fixed);
    const res = await t.gql(COMMIT, { fileId: up.body.data.fileId, type: 'users' }, admin.token);
    expect(res.body.data.importCommit).toEqual({ created: 2, updated: 0, skipped: 0 });
    const anna = await UserModel.findOne({ email: 'anna@import.test' }).select('+passwordHash').lean();
    expect(anna).toMatchObject({ role: 'user', status: 'active', department: 'Sales' });
    expect(anna?.passwordHash).toBeUndefined();
    expect(await MailModel.countDocuments({ to: 'anna@import.test', subject: 'Your account is ready: set your password' })).toBe(1);

    const again = await upload('name,email,department\nAnna Renamed,anna@import.test,Marketing\nCara Import,cara@import.test,\n');
    const skip = await t.gql(COMMIT, { fileId: again.body.data.fileId, type: 'users', on: 'skip' }, admin.token);
    expect(skip.body.data.importCommit).toEqual({ created: 1, updated: 0, skipped: 1 });
    expect((await UserModel.findOne({ email: 'anna@import.test' }).lean())?.name).toBe('Anna Import');
    const third = await upload('name,email,department\nAnna Renamed,anna@import.test,Marketing\n');
    const update = await t.gql(COMMIT, { fileId: third.body.data.fileId, type: 'users', on: 'update' }, admin.token);
    expect(update.body.data.importCommit).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect(await UserModel.findOne({ email: 'anna@import.test' }).lean()).toMatchObject({ name: 'Anna Renamed', department: 'Marketing' });
  });

  it('imports administrators only for an administrator who confirms it', async () => {
    const up = await upload('name,email,role\nNew Boss,boss@import.test,admin\n', 'boss.csv', editor.token);
    const byEditor = await t.gql(PREVIEW, { fileId: up.body.data.fileId, type: 'users', allow: true }, editor.token);
    expect(byEditor.body.data.importPreview.errors[0]).toMatchObject({ field: 'role', message: 'Only an administrator who confirms it can import administrators and editors' });
    const mine = await upload('name,email,role\nNew Boss,boss@import.test,admin\n', 'boss.csv');
    expect((await t.gql(COMMIT, { fileId: mine.body.data.fileId, type: 'users' }, admin.token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await t.gql(COMMIT, { fileId: mine.body.data.fileId, type: 'users', allow: true }, admin.token);
    expect(ok.body.data.importCommit.created).toBe(1);
  });

  it('refuses wrong file types by content, and other people and students', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n\u0000binary'), 'people.csv');
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.file).toBe('The file must be CSV, JSON or XLSX.');
    const student = await t.userWithToken('student');
    expect((await upload('a,b\n1,2\n', 'x.csv', student.token)).status).toBe(403);
    const up = await upload('question,answer,category\nQ,A,C\n', 'faq.csv', admin.token);
    const other = await t.gql(PREVIEW, { fileId: up.body.data.fileId, type: 'faqs' }, editor.token);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('names a row error in the caller\'s language over GraphQL and REST, never as an internal marker', async () => {
    const csv = 'title,description,shortDescription,icon,features\n,A description,Short,🤖,One\n';
    const up = await upload(csv, 'services.csv');
    const preview = (await t.gql(PREVIEW, { fileId: up.body.data.fileId, type: 'services' }, admin.token)).body.data.importPreview;
    expect(preview.errors).toContainEqual({ row: 2, field: 'title', message: 'Title is required' });
    const res = await fetch(`${t.url}/api/imports/${up.body.data.fileId}/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify({ type: 'services' }),
    });
    const body = (await res.json()) as { data: { errors: { field: string; message: string }[] } };
    expect(body.data.errors).toContainEqual({ row: 2, field: 'title', message: 'Titel ist ein Pflichtfeld' });
  });

  it('round trip: services and FAQs exported as CSV, XLSX and JSON, with headings in any language, import back as the same records', async () => {
    await ServiceModel.create({ title: 'Round Trip', description: 'Desc, with "quotes"', shortDescription: '=Short', category: 'Training', features: ['A', 'B'], price: { basic: 1, premium: 2, enterprise: 3 }, status: 'active' });
    await FaqModel.create({ question: 'Round FAQ?', answer: 'Yes', category: 'General', order: 0, isActive: false, tags: ['x', 'y'] });
    for (const [format, language] of [['csv', 'en'], ['csv', 'de'], ['xlsx', 'fr'], ['xlsx', 'es'], ['json', 'de']] as const) {
      const exported = await fetch(`${t.url}/api/exports/services/${format}`, { headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language } });
      const file = Buffer.from(await exported.arrayBuffer());
      await ServiceModel.deleteMany({});
      const up = await upload(file, `services.${format}`);
      expect(up.status, format).toBe(201);
      // Our own headings map to their fields by themselves, in whichever language they were written.
      const preview = (await t.gql(PREVIEW, { fileId: up.body.data.fileId, type: 'services' }, admin.token)).body.data.importPreview;
      const matched = (preview.mapping as { column: string; field: string | null }[]).flatMap((m) => (m.field ? [m.field] : []));
      expect(matched.sort(), `${format} ${language}`).toEqual(['category', 'description', 'features', 'icon', 'price', 'shortDescription', 'status', 'title']);
      const res = await t.gql(COMMIT, { fileId: up.body.data.fileId, type: 'services' }, admin.token);
      expect(res.body.data?.importCommit, format).toEqual({ created: 1, updated: 0, skipped: 0 });
      expect(await ServiceModel.findOne({}).lean(), `${format} ${language}`).toMatchObject({
        title: 'Round Trip',
        description: 'Desc, with "quotes"',
        shortDescription: '=Short',
        features: ['A', 'B'],
        price: { basic: 1, premium: 2, enterprise: 3 },
        status: 'active',
      });
    }
    const faqs = Buffer.from(await (await fetch(`${t.url}/api/exports/faqs/xlsx`, { headers: { authorization: `Bearer ${admin.token}` } })).arrayBuffer());
    await FaqModel.deleteMany({});
    const up = await upload(faqs, 'faqs.xlsx');
    expect((await t.gql(COMMIT, { fileId: up.body.data.fileId, type: 'faqs' }, admin.token)).body.data.importCommit.created).toBe(1);
    expect(await FaqModel.findOne({}).lean()).toMatchObject({ question: 'Round FAQ?', isActive: false, tags: ['x', 'y'] });
  });
});
