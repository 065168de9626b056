import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// User Management's list says ahead of time what the server would refuse (deleting or suspending
// one's own account, the last admin, or an admin when the caller is an editor), so the screen
// disables the button and says why instead of offering it.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const USER = `query($id: ID!) { user(id: $id) { id deleteBlockedReason suspendBlockedReason } }`;

describe('what User Management may do to a row', () => {
  it('answers why the caller cannot delete or suspend themselves, the last admin, and nothing for others', async () => {
    const admin = await t.userWithToken('admin');
    const student = await t.userWithToken('student');

    const self = (await t.gql(USER, { id: admin.id }, admin.token)).body.data.user;
    expect(self.deleteBlockedReason).toBe('You cannot delete your own account.');
    expect(self.suspendBlockedReason).toBe('You cannot demote, suspend or deactivate your own account.');

    const other = (await t.gql(USER, { id: student.id }, admin.token)).body.data.user;
    expect(other).toMatchObject({ deleteBlockedReason: null, suspendBlockedReason: null });

    // An editor looking at an admin: only admins change admins, and the row says so.
    const editor = await t.userWithToken('editor');
    const lastAdmin = (await t.gql(USER, { id: admin.id }, editor.token)).body.data.user;
    const onlyAdmins = 'Only administrators can change administrators and editors, or grant those roles.';
    expect(lastAdmin.deleteBlockedReason).toBe(onlyAdmins);
    expect(lastAdmin.suspendBlockedReason).toBe(onlyAdmins);
    const refused = await t.gql(`mutation($id: ID!) { deleteUser(id: $id) }`, { id: admin.id }, editor.token);
    expect(refused.body.errors?.[0]?.message).toBe(lastAdmin.deleteBlockedReason);
  });
});
