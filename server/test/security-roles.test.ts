/**
 * Editors are treated like admins for content and the back office, but only an
 * admin may grant or remove the admin or editor role, change, suspend or delete an admin, or approve
 * an admin request. Otherwise an editor could promote itself and the editor role would bound nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../src/modules/users/user.model.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id role status } }`;
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { id role } }`;
const DELETE = `mutation($id: ID!) { deleteUser(id: $id) }`;
const ONLY_ADMINS = 'Only administrators can change administrators and editors, or grant those roles.';

const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

describe('what an editor may not do', () => {
  it('cannot promote itself or anyone else to admin or editor', async () => {
    const editor = await t.userWithToken('editor');
    const student = await t.userWithToken('student');
    for (const [id, role] of [
      [editor.id, 'admin'],
      [student.id, 'admin'],
      [student.id, 'editor'],
    ] as const) {
      const res = await t.gql(UPDATE, { id, input: { role } }, editor.token);
      expect(code(res)).toBe('FORBIDDEN');
      expect(res.body.errors?.[0]?.message).toBe(ONLY_ADMINS);
    }
    expect((await UserModel.findById(editor.id).lean())?.role).toBe('editor');
    expect((await UserModel.findById(student.id).lean())?.role).toBe('student');
    const created = await t.gql(CREATE, { input: { name: 'New Admin', email: `na-${Date.now()}@example.com`, role: 'admin' } }, editor.token);
    expect(code(created)).toBe('FORBIDDEN');
  });

  it('cannot demote, suspend, re-address or delete an admin, nor demote another editor', async () => {
    const editor = await t.userWithToken('editor');
    const other = await t.userWithToken('editor');
    const admin = await t.userWithToken('admin');
    await t.userWithToken('admin'); // not the last admin, so only the role rule can refuse
    expect(code(await t.gql(UPDATE, { id: admin.id, input: { role: 'student' } }, editor.token))).toBe('FORBIDDEN');
    expect(code(await t.gql(UPDATE, { id: admin.id, input: { status: 'suspended' } }, editor.token))).toBe('FORBIDDEN');
    // A new address for the admin would let the editor reset the admin's password.
    expect(code(await t.gql(UPDATE, { id: admin.id, input: { email: 'mine@example.com' } }, editor.token))).toBe('FORBIDDEN');
    expect(code(await t.gql(DELETE, { id: admin.id }, editor.token))).toBe('FORBIDDEN');
    expect(code(await t.gql(UPDATE, { id: other.id, input: { role: 'user' } }, editor.token))).toBe('FORBIDDEN');
    const after = await UserModel.findById(admin.id).lean();
    expect(after).toMatchObject({ role: 'admin', status: 'active', email: admin.email });
    const rest = await t.rest('DELETE', `/users/${admin.id}`, undefined, editor.token);
    expect(rest.status).toBe(403);
  });

  it('cannot approve an admin request', async () => {
    const editor = await t.userWithToken('editor');
    const pending = await t.userWithToken('admin', { status: 'pending' });
    const res = await t.gql(`mutation($id: ID!) { approveUser(id: $id) { id } }`, { id: pending.id }, editor.token);
    expect(code(res)).toBe('FORBIDDEN');
    expect((await UserModel.findById(pending.id).lean())?.status).toBe('pending');
  });

  it('still manages other users', async () => {
    const editor = await t.userWithToken('editor');
    const student = await t.userWithToken('student');
    const res = await t.gql(UPDATE, { id: student.id, input: { status: 'suspended', role: 'applicant' } }, editor.token);
    expect(res.body.data.updateUser).toMatchObject({ role: 'applicant', status: 'suspended' });
    expect((await t.gql(DELETE, { id: student.id }, editor.token)).body.data.deleteUser).toBe(student.id);
  });
});

describe('what an admin may do', () => {
  it('grants and removes the editor and admin roles', async () => {
    const admin = await t.userWithToken('admin');
    const user = await t.userWithToken('user');
    expect((await t.gql(UPDATE, { id: user.id, input: { role: 'editor' } }, admin.token)).body.data.updateUser.role).toBe('editor');
    expect((await t.gql(UPDATE, { id: user.id, input: { role: 'admin' } }, admin.token)).body.data.updateUser.role).toBe('admin');
    expect((await t.gql(UPDATE, { id: user.id, input: { role: 'user' } }, admin.token)).body.data.updateUser.role).toBe('user');
  });
});
